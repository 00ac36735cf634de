import type original from '@/content/words/en/pictures/e-learning.json';
import { pictureWords } from '../../words';

export const words = pictureWords<typeof original>('e-learning');
