import { Fragment, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { LegalBlock, LegalDocument } from '@/content/legal/types';
import { typeset } from '@/common/typeset';
import { formatDate } from '@/i18n/format-date';
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton';
import buttonStyles from '@/components/ui/Button.module.css';
import styles from './LegalDocumentView.module.css';
import type { Locale } from '@/i18n/locales';

const linkPattern = /(https:\/\/[^\s,;)]+[^\s,;).]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** A paragraph with its web addresses and e-mail addresses as links. */
function withLinks(text: string): ReactNode {
  return text.split(linkPattern).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const href = part.startsWith('https://') ? part : `mailto:${part}`;
    return (
      <a key={index} href={href}>
        {part}
      </a>
    );
  });
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{withLinks(block)}</p>;
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={item}>{withLinks(item)}</li>
        ))}
      </ul>
    );
  }
  if ('table' in block) {
    const { caption, head, rows } = block.table;
    return (
      // Wide tables scroll inside their own frame on a phone; the frame is focusable so keyboards can scroll it.
      <div className={styles.tableFrame} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, index) => (index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  // The settings need the page's code: without it the button would do nothing, and the text says why.
  return <CookieSettingsButton label={block.cookieSettings} className={`${buttonStyles.secondary} ${styles.needsScript}`} />;
}

/** A legal page's text: the date of the last change, a table of contents, then its sections. */
export async function LegalDocumentView({ document, locale }: { document: LegalDocument; locale: Locale }) {
  const t = await getTranslations('Legal');
  const sections = typeset(document.text[locale]);
  return (
    <div className={`container ${styles.legal}`}>
      <p className={styles.updated}>
        {t('updated')} <time dateTime={document.updated}>{formatDate(document.updated, locale)}</time>
      </p>
      <nav aria-labelledby="contents-heading" className={styles.contents}>
        <h2 id="contents-heading">{t('contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
