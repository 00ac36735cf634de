import { BlogNotFoundView } from '@/components/blog/BlogNotFoundView';
import { BySection } from '@/components/blog/BySection';
import { notFoundMetadata } from '@/components/page/NotFoundAnswer';

// What Next.js uses in place of the page's metadata when it regenerates a cached 404 (see NotFoundAnswer).
export const metadata = notFoundMetadata;

/**
 * The blog's "not found" view as the browser draws it after a 404 (the server sends the same view, see
 * NotFoundAnswer). A not-found boundary gets no route parameters, so each section's view is drawn and the
 * browser picks the one of the section the URL is in.
 */
export default function BlogNotFound() {
  return (
    <BySection
      views={{
        posts: <BlogNotFoundView section="posts" />,
        category: <BlogNotFoundView section="category" />,
        author: <BlogNotFoundView section="author" />,
      }}
    />
  );
}
