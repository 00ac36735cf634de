import type { Action } from '@/content/sections';
import { latestPosts } from '@/lib/blog/view';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cardGridStyle } from '@/components/ui/card-grid';
import { PostCard } from './PostCard';
import styles from './Blog.module.css';
import type { Locale } from '@/i18n/locales';

/**
 * The blog's three newest articles as cards, and the link to all of them. While the content service is down or
 * answers nonsense, the link alone: the page around it renders as always.
 */
export async function LatestPosts({ locale, link }: { locale: Locale; link: Action }) {
  const posts = await latestPosts(locale, 3);
  return (
    <>
      {posts && (
        <div className={styles.latest} style={cardGridStyle(posts.length, [3, 3, 3])}>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} locale={locale} headingLevel="h3" />
          ))}
        </div>
      )}
      <p className={styles.more}>
        <ButtonLink href={link.href} hash={link.hash} variant="secondary">
          {link.label}
        </ButtonLink>
      </p>
    </>
  );
}
