import { architecture } from './architecture';
import { cover } from './cover';
import { results } from './results';
import { solution } from './solution';

/** The e-learning platform: the course dashboard, a video lesson on web and phone, the architecture, the results. */
export const eLearningPictures = { cover, solution, architecture, results };
