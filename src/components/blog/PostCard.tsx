import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import { typeset } from '@/common/typeset';
import { Link } from '@/i18n/Link';
import { blogHref } from '@/lib/blog/links';
import type { Post } from '@/lib/blog/normalize';
import { formatDate } from '@/i18n/format-date';
import { Unannounced } from '@/components/ui/Picture';
import styles from './Blog.module.css';
import type { Locale } from '@/i18n/locales';

interface PostCardProps {
  post: Post;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a list: its picture is in view on a phone and often the largest thing painted. */
  first?: boolean;
}

export async function PostCard({ post, locale, headingLevel = 'h2', first = false }: PostCardProps) {
  const t = await getTranslations('Blog');
  const Heading = headingLevel;
  const thumbnail = post.thumbnail && (
    // Image's props without its client component: the blog pages ship no image code.
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the props carry alt
    <img
      {...getImageProps({
        className: styles.cardImage,
        src: post.thumbnail.url,
        alt: '',
        width: post.thumbnail.width ?? 1200,
        height: post.thumbnail.height ?? 630,
        sizes: '(min-width: 64rem) 22rem, 100vw',
        loading: first ? 'eager' : 'lazy',
        fetchPriority: first ? 'high' : 'auto',
        unoptimized: true,
      }).props}
    />
  );
  return (
    <article className={styles.card}>
      {first && thumbnail ? <Unannounced>{thumbnail}</Unannounced> : thumbnail}
      <div className={styles.cardBody}>
        {post.category && (
          <Link className={styles.topic} href={blogHref('/blog/category', post.category.slug)}>
            {post.category.name}
          </Link>
        )}
        <Heading className={styles.cardTitle}>
          <Link href={blogHref('/blog', post.slug)}>{typeset(post.title)}</Link>
        </Heading>
        <p className={styles.excerpt}>{typeset(post.description)}</p>
        <p className={styles.meta}>
          {post.author && <Link href={blogHref('/blog/author', post.author.slug)}>{t('by', { name: post.author.name })}</Link>}
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
        </p>
      </div>
    </article>
  );
}
