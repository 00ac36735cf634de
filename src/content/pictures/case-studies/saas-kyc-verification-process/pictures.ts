import { architecture } from './architecture';
import { cover } from './cover';
import { results } from './results';
import { solution } from './solution';

/** The KYC verification: the guided web flow, the capture app's three steps, the architecture, the results. */
export const kycVerificationPictures = { cover, solution, architecture, results };
