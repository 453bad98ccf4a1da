import type { ReactNode } from 'react';
import styles from './badge.module.css';

export interface BadgeProps {
  children?: ReactNode;
  type?: 'tip' | 'info' | 'warning' | 'danger';
  /** Kept for compatibility with older Rspress pages; children win when both are given. */
  text?: string;
  outline?: boolean;
}

/** A small inline pill, for status words beside a heading or in text. */
export function Badge({ children, type = 'tip', text, outline = false }: BadgeProps) {
  return (
    <span className={styles.badge} data-type={type} data-outline={outline}>
      {children ?? text}
    </span>
  );
}
