import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { articleCalculatorCallout } from '@/content/blog-article';
import { Link } from '@/i18n/Link';
import { blogHref } from '@/lib/blog/links';
import { endsWithCalculatorCallout, readingMinutes } from '@/lib/blog/view';
import type { Post } from '@/lib/blog/normalize';
import { typeset } from '@/common/typeset';
import { absoluteUrl } from '@/lib/seo/urls';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { CalculatorCallout } from '@/components/calculator/CalculatorCallout';
import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { formatDate } from '@/i18n/format-date';
import { Markdown } from './Markdown';
import { PostCard } from './PostCard';
import { Unannounced } from '@/components/ui/Picture';
import styles from './Blog.module.css';
import type { Locale } from '@/i18n/locales';

/** A whole article, rendered on the server: a crawler or a visitor without JavaScript reads all of it. */
export async function Article({ post, related, locale }: { post: Post; related: Post[]; locale: Locale }) {
  const t = await getTranslations('Blog');
  const url = absoluteUrl('/blog', locale, { singleBlogPage: post.slug });
  return (
    <>
      <article className={styles.article} aria-labelledby="page-heading">
        <header className={`container ${styles.articleHeader}`}>
          <Breadcrumbs routeKey="/blog" locale={locale} current={post.title} />
          {post.category && (
            <Link className={styles.topic} href={blogHref('/blog/category', post.category.slug)}>
              {post.category.name}
            </Link>
          )}
          <h1 id="page-heading" className={styles.articleTitle}>
            {typeset(post.title)}
          </h1>
          <p className={styles.lead}>{typeset(post.description)}</p>
          <p className={styles.meta}>
            {post.author && (
              <Link href={blogHref('/blog/author', post.author.slug)}>{t('by', { name: post.author.name })}</Link>
            )}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
            <span>{t('readingTime', { minutes: readingMinutes(post.content) })}</span>
          </p>
          {post.thumbnail && (
            <Unannounced>
              {/* Image's props without its client component: the blog pages ship no image code. */}
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props carry alt */}
              <img
                {...getImageProps({
                  className: styles.articleImage,
                  src: post.thumbnail.url,
                  alt: post.thumbnail.alt === post.title ? '' : post.thumbnail.alt,
                  width: post.thumbnail.width ?? 1200,
                  height: post.thumbnail.height ?? 630,
                  sizes: '(min-width: 48rem) 46rem, 100vw',
                  loading: 'eager',
                  fetchPriority: 'high',
                  unoptimized: true,
                }).props}
              />
            </Unannounced>
          )}
        </header>
        <div className={`container ${styles.articleBody}`}>
          <Markdown source={typeset(post.content)} contentOrigin={post.mediaOrigin} tableLabel={(number) => t('tableLabel', { number })} />
          {endsWithCalculatorCallout(post) && <CalculatorCallout {...articleCalculatorCallout[locale]} />}
          {post.author && (
            <aside className={styles.authorBox} aria-labelledby="author-heading">
              <h2 id="author-heading">{t('aboutAuthor', { name: post.author.name })}</h2>
              {post.author.bio && <p>{post.author.bio}</p>}
              <Link href={blogHref('/blog/author', post.author.slug)}>
                {t('moreFrom', { name: post.author.name })}
              </Link>
            </aside>
          )}
        </div>
      </article>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-heading">
          <div className="container">
            <h2 id="related-heading">{t('related')}</h2>
            <div className={styles.grid}>
              {related.map((item) => (
                <PostCard key={item.slug} post={item} locale={locale} headingLevel="h3" />
              ))}
            </div>
          </div>
        </section>
      )}
      <JsonLd data={blogPostingJsonLd(post, locale)} />
      <JsonLd data={breadcrumbJsonLd('/blog', locale, { name: post.title, url })} />
    </>
  );
}
