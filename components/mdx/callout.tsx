import type { ReactNode } from 'react';
import styles from './callout.module.css';

export type CalloutType = 'tip' | 'info' | 'note' | 'warning' | 'caution' | 'danger' | 'details';

export interface CalloutProps {
  type: CalloutType;
  /** Defaults to the upper-cased type, as in Rspress. */
  title?: string;
  children: ReactNode;
}

/**
 * A custom container (`:::tip Title` … `:::` or `> [!TIP]`). Keeps Rspress's class names
 * (`rspress-directive`, `-title`, `-content`) so styling guides written for Rspress apply here too.
 */
export function Callout({ type, title, children }: CalloutProps) {
  const heading = title ?? type.toUpperCase();
  const className = `rspress-directive ${type} ${styles.callout}`;
  if (type === 'details') {
    return (
      <details className={className} data-type={type}>
        <summary className={`rspress-directive-title ${styles.title}`}>{heading}</summary>
        <div className={`rspress-directive-content ${styles.content}`}>{children}</div>
      </details>
    );
  }
  return (
    <div className={className} data-type={type}>
      <p className={`rspress-directive-title ${styles.title}`}>{heading}</p>
      <div className={`rspress-directive-content ${styles.content}`}>{children}</div>
    </div>
  );
}
