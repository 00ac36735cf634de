import type { PictureRef } from '@/content/pictures';
import styles from './Picture.module.css';

/**
 * One of the site's pictures (SVG files in public/pictures, drawn at build size and scaled down to the column). Below
 * the first screen it loads when the visitor scrolls near it; the first screen's picture loads at once.
 */
export function Picture({ picture, firstScreen = false, className }: { picture: PictureRef; firstScreen?: boolean; className?: string }) {
  return (
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
}
