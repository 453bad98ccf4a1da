import type { ReactNode } from 'react';
import type { Locale } from '@/lib/types';
import { Icon } from '@/components/ui/icon';
import { Link } from './link';
import styles from './card.module.css';

export interface CardProps {
  title: ReactNode;
  content?: ReactNode;
  icon?: ReactNode;
}

/** A bordered box with a title and a body. */
export function Card({ title, content, icon }: CardProps) {
  return (
    <div className={styles.card}>
      <p className={styles.title}>
        {icon && <span className={styles.icon}>{icon}</span>}
        {title}
      </p>
      {content && <div className={styles.content}>{content}</div>}
    </div>
  );
}

export interface LinkCardProps {
  href: string;
  title: string;
  description?: ReactNode;
  locale: Locale;
}

/** A card whose title links somewhere (a site page or another site), with an arrow. */
export function LinkCard({ href, title, description, locale }: LinkCardProps) {
  return (
    <div className={`${styles.card} ${styles.linkCard}`}>
      <p className={styles.title}>
        <Link href={href} locale={locale} className={styles.cardLink}>
          {title}
        </Link>
        <Icon name="arrowRight" size={18} className={styles.arrow} />
      </p>
      {description && <div className={styles.content}>{description}</div>}
    </div>
  );
}
