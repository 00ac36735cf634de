import { architecture } from './architecture';
import { cover } from './cover';
import { results } from './results';
import { solution } from './solution';

/** The production line dashboard: the plant overview, the line display and touch screen, the architecture, the results. */
export const productionDashboardPictures = { cover, solution, architecture, results };
