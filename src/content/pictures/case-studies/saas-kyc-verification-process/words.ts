import type original from '@/content/words/en/pictures/saas-kyc-verification-process.json';
import { fillAll } from '../../../words';
import { pictureWords } from '../../words';
import { byLocale } from '@/i18n/locales';

const checked = pictureWords<typeof original>('saas-kyc-verification-process');

/** The KYC pictures' words, with the facts they quote ({launcherWeeks}) filled in. */
export const words = byLocale((locale) => fillAll(checked[locale], locale));
