import type { FaqItem } from '@/content/sections';
import { JsonLd } from '@/components/seo/JsonLd';
import { faqJsonLd } from '@/lib/seo/structured-data';
import styles from './Faq.module.css';

/** Questions as native disclosures: they open by mouse, keyboard and without JavaScript. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <>
      <div className={styles.faq}>
        {items.map((item, index) => (
          <details key={index} className={styles.item}>
            <summary className={styles.question}>
              <h3>{item.question}</h3>
            </summary>
            <div className={styles.answer}>
              {item.answer.split(/\n\s*\n/).map((paragraph, number) => (
                <p key={number}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </>
  );
}
