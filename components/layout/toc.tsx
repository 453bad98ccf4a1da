import type { TocItem } from '@/lib/types';
import { TocSpy } from './toc-spy.client';
import styles from './toc.module.css';

export interface TocProps {
  items: TocItem[];
  title: string;
}

/** The right-hand outline, as server markup; `TocSpy` marks the section being read. Plain `#id` links need no JavaScript. */
export function Toc({ items, title }: TocProps) {
  return (
    <nav aria-label={title} className={styles.toc} data-toc="">
      <p className={styles.title}>{title}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} data-depth={item.depth}>
            <a href={`#${item.id}`} className={styles.link}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
      <TocSpy />
    </nav>
  );
}
