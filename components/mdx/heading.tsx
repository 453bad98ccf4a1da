import type { ComponentPropsWithoutRef } from 'react';
import styles from './heading.module.css';

type Level = 2 | 3 | 4 | 5 | 6;

export type HeadingProps = ComponentPropsWithoutRef<'h2'> & { level: Level; anchorLabel: string };

/** A content heading with a `#` link to itself (ids come from the Markdown pipeline). */
export function Heading({ level, id, children, anchorLabel, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.heading} {...props}>
      {children}
      {id && (
        <a
          href={`#${id}`}
          className={styles.anchor}
          aria-label={`${anchorLabel}: ${typeof children === 'string' ? children : id}`}
        >
          #
        </a>
      )}
    </Tag>
  );
}
