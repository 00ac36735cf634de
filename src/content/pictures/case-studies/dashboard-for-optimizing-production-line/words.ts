import type original from '@/content/words/en/pictures/dashboard-for-optimizing-production-line.json';
import { pictureWords } from '../../words';

export const words = pictureWords<typeof original>('dashboard-for-optimizing-production-line');
