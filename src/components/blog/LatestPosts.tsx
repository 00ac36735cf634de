import { latestPosts } from '@/lib/blog/view';
import { cardGridStyle } from '@/components/ui/card-grid';
import { PostCard } from './PostCard';
import styles from './Blog.module.css';
import type { Locale } from '@/i18n/locales';

/**
 * The blog's three newest articles as cards. While the content service is down or answers nonsense, nothing: the
 * section around it still shows its link to the blog, and the page renders as always.
 */
export async function LatestPosts({ locale }: { locale: Locale }) {
  const posts = await latestPosts(locale, 3);
  if (!posts) return null;
  return (
    <div className={styles.latest} style={cardGridStyle(posts.length, [3, 3, 3])}>
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} locale={locale} headingLevel="h3" />
      ))}
    </div>
  );
}
