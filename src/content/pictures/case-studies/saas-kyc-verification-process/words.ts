import de from '@/content/words/de/pictures/saas-kyc-verification-process.json';
import en from '@/content/words/en/pictures/saas-kyc-verification-process.json';
import { fillAll } from '../../../words';
import { pictureWords } from '../../words';
import { byLocale } from '@/i18n/locales';

const checked = pictureWords('saas-kyc-verification-process', en, de);

/** The KYC pictures' words, with the facts they quote ({launcherWeeks}) filled in. */
export const words = byLocale((locale) => fillAll(checked[locale], locale));
