import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/Link';
import type { BlogKey } from '@/i18n/routes';
import { listPageHref } from '@/lib/blog/links';
import type { Paged, Post } from '@/lib/blog/normalize';
import { PostCard } from './PostCard';
import styles from './Blog.module.css';
import type { Locale } from '@/i18n/locales';

interface PostListProps {
  posts: Paged<Post>;
  locale: Locale;
  /** Where the pagination links lead: the section, and the topic or author whose articles these are. */
  pathname: BlogKey;
  slug?: string;
}

/** A page of posts with links to newer and older pages. */
export async function PostList({ posts, locale, pathname, slug }: PostListProps) {
  const t = await getTranslations('Blog');
  if (posts.items.length === 0) return <p className={styles.notice}>{t('noPosts')}</p>;
  const pageHref = (page: number) => listPageHref(pathname, slug, page);

  return (
    <>
      <div className={styles.grid}>
        {posts.items.map((post, index) => (
          <PostCard key={post.slug} post={post} locale={locale} first={index === 0} />
        ))}
      </div>
      {posts.pageCount > 1 && (
        <nav className={styles.pagination} aria-label={t('pagination')}>
          {posts.page > 1 && (
            <Link href={pageHref(posts.page - 1)} rel="prev">
              {t('previous')}
            </Link>
          )}
          <span aria-current="page">{t('pageOf', { page: posts.page, count: posts.pageCount })}</span>
          {posts.page < posts.pageCount && (
            <Link href={pageHref(posts.page + 1)} rel="next">
              {t('next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
