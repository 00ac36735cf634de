import { getTranslations } from 'next-intl/server';
import { pageCopy } from '@/content/page-copy';
import { Link } from '@/i18n/Link';
import type { BlogKey } from '@/i18n/routes';
import { blogHref } from '@/lib/blog/links';
import type { Category } from '@/lib/blog/normalize';
import type { BlogView } from '@/lib/blog/view';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { PageHero } from '@/components/page/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Article } from './Article';
import { PostList } from './PostList';
import { TopicNav } from './TopicNav';
import styles from './Blog.module.css';
import type { Locale } from '@/i18n/locales';

type ShownView = Exclude<BlogView, { kind: 'redirect' | 'missing' }>;

/** Above a list: its topics, and the way to the authors, whose articles the blog's introduction offers too. */
function Browse({ categories, current, allAuthors }: { categories: Category[]; current?: string; allAuthors: string }) {
  return (
    <div className={styles.browse}>
      <TopicNav categories={categories} current={current} />
      <Link className={styles.authorsLink} href="/blog/author">
        {allAuthors}
      </Link>
    </div>
  );
}

/** Every blog page: the article, a list of posts (all, a topic's, an author's) or the topics and authors. */
export async function BlogPage({ view, routeKey, locale }: { view: ShownView; routeKey: BlogKey; locale: Locale }) {
  if (view.kind === 'article') return <Article post={view.post} related={view.related} locale={locale} />;

  const t = await getTranslations('Blog');
  const copy = pageCopy(routeKey, locale);
  const heading =
    view.kind === 'category' ? t('postsIn', { name: view.category.name }) : view.kind === 'author' ? view.author.name : copy.heading;
  const intro = view.kind === 'author' ? (view.author.bio ?? copy.intro) : copy.intro;
  const nested = routeKey !== '/blog';

  return (
    <>
      <PageHero
        copy={{ heading, intro }}
        before={<Breadcrumbs routeKey={routeKey} locale={locale} current={view.kind === 'category' || view.kind === 'author' ? heading : undefined} />}
      />
      <div className={`container ${styles.listing}`}>
        {view.kind === 'list' && (
          <>
            <Browse categories={view.categories} allAuthors={t('allAuthors')} />
            <PostList posts={view.posts} locale={locale} pathname="/blog" />
          </>
        )}
        {view.kind === 'category' && (
          <>
            <Browse categories={view.categories} current={view.category.slug} allAuthors={t('allAuthors')} />
            <PostList posts={view.posts} locale={locale} pathname="/blog/category" slug={view.category.slug} />
          </>
        )}
        {view.kind === 'author' && (
          <>
            <h2 className={styles.listHeading}>{t('postsBy', { name: view.author.name })}</h2>
            <PostList posts={view.posts} locale={locale} pathname="/blog/author" slug={view.author.slug} />
          </>
        )}
        {view.kind === 'directory' && (
          <ul className={styles.directory}>
            {view.entries.map((entry) => (
              <li key={entry.slug}>
                <Link href={blogHref(routeKey, entry.slug)}>{entry.name}</Link>
                {'bio' in entry && entry.bio && <p>{entry.bio}</p>}
              </li>
            ))}
          </ul>
        )}
        {view.kind !== 'list' && (
          <p>
            <Link href="/blog">{t('backToBlog')}</Link>
          </p>
        )}
      </div>
      {nested && <JsonLd data={breadcrumbJsonLd(routeKey, locale)} />}
    </>
  );
}
