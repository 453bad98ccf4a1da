import type { ReactNode } from 'react';
import styles from './steps.module.css';

export interface StepsProps {
  children: ReactNode;
}

/** Numbers each h3 inside it as a step and joins the steps with a line (CSS counters, no script). */
export function Steps({ children }: StepsProps) {
  return <div className={styles.steps}>{children}</div>;
}
