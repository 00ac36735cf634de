import de from '@/content/words/de/pictures/saas-kyc-verification-process.json';
import en from '@/content/words/en/pictures/saas-kyc-verification-process.json';
import { fillAll } from '../../../words';
import { pictureWords } from '../../words';

const checked = pictureWords('saas-kyc-verification-process', en, de);

/** The KYC pictures' words, with the facts they quote ({launcherWeeks}) filled in. */
export const words = { en: fillAll(checked.en, 'en'), de: fillAll(checked.de, 'de') };
