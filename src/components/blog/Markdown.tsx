import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import styles from './Blog.module.css';

/**
 * An article's rich text. react-markdown builds React elements, never raw HTML: HTML in the source is
 * shown as text and unsafe link targets (javascript: and the like) are removed, so nothing from the
 * content service can inject markup. Relative upload URLs point at the content host.
 */
export function Markdown({
  source,
  contentOrigin,
  tableLabel,
}: {
  source: string;
  contentOrigin: string;
  /** The name of the article's n-th table, for its scrolling region (each region's name must be its own). */
  tableLabel: (number: number) => string;
}) {
  let tables = 0;
  return (
    <div className={styles.prose}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        urlTransform={(url) => defaultUrlTransform(url.startsWith('/uploads/') ? contentOrigin + url : url)}
        components={{
          // The article title is the page's h1; headings in the body start below it.
          h1: ({ children }) => <h2>{children}</h2>,
          a: ({ href, children }) =>
            href?.startsWith('http') ? (
              <a href={href} rel="noopener noreferrer">
                {children}
              </a>
            ) : (
              <a href={href}>{children}</a>
            ),
          // eslint-disable-next-line @next/next/no-img-element -- content images have no known size
          img: ({ src, alt }) => <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" decoding="async" />,
          // Wide code and tables scroll sideways; keyboard users reach them too, a table as a named region.
          pre: ({ children }) => <pre tabIndex={0}>{children}</pre>,
          table: ({ children }) => (
            <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={tableLabel(++tables)}>
              <table>{children}</table>
            </div>
          ),
        }}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
