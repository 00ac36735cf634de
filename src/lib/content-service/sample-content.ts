import authors from '@/content/blog/authors.json';
import categories from '@/content/blog/categories.json';
import posts from '@/content/blog/posts.json';
import type { ContentData } from './engine';

/** The bundled sample content: 8 articles in English and German, 4 categories, 3 authors. */
export const sampleContent: ContentData = { posts, categories, authors };
