import de from '@/content/words/de/pictures/dashboard-for-optimizing-production-line.json';
import en from '@/content/words/en/pictures/dashboard-for-optimizing-production-line.json';
import { pictureWords } from '../../words';

export const words = pictureWords('dashboard-for-optimizing-production-line', en, de);
