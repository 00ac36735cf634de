import type { ReactNode } from 'react';
import type { PictureRef } from '@/content/pictures';
import styles from './Picture.module.css';

/**
 * Around an image that loads at once (the first screen's): React announces such an image as a preload in the page's
 * data unless it stands in a <picture>, and the router applies the announcements of every page it prefetches, so
 * each page linking to this one would download the image. The page itself finds it early in its HTML. The frame has
 * no box of its own.
 */
export function Unannounced({ children }: { children: ReactNode }) {
  return <picture className={styles.frame}>{children}</picture>;
}

/**
 * One of the site's pictures (SVG files in public/pictures, drawn at build size and scaled down to the column). Below
 * the first screen it loads when the visitor scrolls near it; the first screen's picture loads at once.
 */
export function Picture({ picture, firstScreen = false, className }: { picture: PictureRef; firstScreen?: boolean; className?: string }) {
  const image = (
    // next/image adds nothing for an SVG (it is neither resized nor re-encoded); a plain img keeps the markup small.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={picture.src}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : undefined}
      decoding="async"
      className={className ? `${styles.picture} ${className}` : styles.picture}
    />
  );
  return firstScreen ? <Unannounced>{image}</Unannounced> : image;
}
