import styles from './Testimonial.module.css';

export function Testimonial({ quote, author, role }: { quote: string; author: string; role: string }) {
  return (
    <figure className={`container ${styles.testimonial}`}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        <span className={styles.author}>{author}</span>
        <span>{role}</span>
      </figcaption>
    </figure>
  );
}
