import authors from './data/authors.json';
import categories from './data/categories.json';
import posts from './data/posts.json';
import type { ContentData } from './engine';

/** The bundled sample content: 8 articles in English and German, 4 categories, 3 authors. */
export const sampleContent: ContentData = { posts, categories, authors };
