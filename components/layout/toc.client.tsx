'use client';

import { useEffect, useState } from 'react';
import type { TocItem } from '@/lib/types';
import styles from './toc.module.css';

export interface TocProps {
  items: TocItem[];
  title: string;
}

/** Distance from the top of the viewport under which a heading counts as "being read" (below the navbar). */
const READING_LINE_PX = 96;

/** The right-hand outline; marks the section being read (scroll-spy). Plain `#id` links work without JavaScript. */
export function Toc({ items, title }: TocProps) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => {
    const headings = items
      .map((item) => document.getElementById(item.id))
      .filter((element): element is HTMLElement => element !== null);
    let frame = 0;
    const update = () => {
      frame = 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const passed = headings.filter((heading) => heading.getBoundingClientRect().top <= READING_LINE_PX);
      const current = atBottom ? headings[headings.length - 1] : passed[passed.length - 1];
      setActiveId(current?.id);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [items]);

  return (
    <nav aria-label={title} className={styles.toc}>
      <p className={styles.title}>{title}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} data-depth={item.depth}>
            <a
              href={`#${item.id}`}
              className={styles.link}
              aria-current={item.id === activeId ? 'location' : undefined}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
