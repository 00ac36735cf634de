import de from '@/content/words/de/pictures/e-learning.json';
import en from '@/content/words/en/pictures/e-learning.json';
import { pictureWords } from '../../words';

export const words = pictureWords('e-learning', en, de);
