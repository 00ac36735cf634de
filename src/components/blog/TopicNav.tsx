import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/Link';
import { blogHref } from '@/lib/blog/links';
import type { Category } from '@/lib/blog/normalize';
import styles from './Blog.module.css';

/** The blog's topics as a row of links; the current one is marked. */
export async function TopicNav({ categories, current }: { categories: Category[]; current?: string }) {
  const t = await getTranslations('Blog');
  if (!categories.length) return null;
  return (
    <nav aria-label={t('categories')} className={styles.topics}>
      <ul>
        <li>
          <Link href="/blog" aria-current={current === undefined ? 'page' : undefined}>
            {t('allPosts')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link href={blogHref('/blog/category', category.slug)} aria-current={category.slug === current ? 'page' : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
