import { t } from '@/lib/i18n';
import type { Locale, PageLink } from '@/lib/types';
import { IntentLink } from '@/components/ui/intent-link';
import styles from './pager.module.css';

export interface PagerProps {
  locale: Locale;
  prev?: PageLink;
  next?: PageLink;
}

/** Previous / next page cards at the end of a doc page, in sidebar order. */
export function Pager({ locale, prev, next }: PagerProps) {
  if (!prev && !next) return null;
  return (
    <nav aria-label={t(locale, 'pager')} className={styles.pager}>
      {prev ? (
        <IntentLink href={prev.link} className={styles.card} rel="prev">
          <span className={styles.label}>{t(locale, 'prevPage')}</span>
          <span className={styles.title}>{prev.text}</span>
        </IntentLink>
      ) : (
        <span />
      )}
      {next && (
        <IntentLink href={next.link} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.label}>{t(locale, 'nextPage')}</span>
          <span className={styles.title}>{next.text}</span>
        </IntentLink>
      )}
    </nav>
  );
}
