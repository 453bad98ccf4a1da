'use client';

import { useId, useMemo, useState } from 'react';
import type { OverviewGroup } from '@/lib/overview';
import { IntentLink } from '@/components/ui/intent-link.client';
import styles from './overview.module.css';

export interface OverviewProps {
  groups: OverviewGroup[];
  filterName: string;
  filterPlaceholder: string;
  noResult: string;
}

/** Rspress matches case-insensitively and reads hyphens as spaces. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ');
}

/** The overview of a section: every page with its headings, filtered as the reader types. */
export function Overview({ groups, filterName, filterPlaceholder, noResult }: OverviewProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const shown = useMemo(() => {
    const needle = normalize(query.trim());
    if (!needle) return groups;
    return groups
      .map((group) => ({
        ...group,
        items: group.items
          .map((item) => {
            if (normalize(item.text).includes(needle)) return item;
            const headers = item.headers.filter((header) => normalize(header.text).includes(needle));
            return headers.length ? { ...item, headers } : undefined;
          })
          .filter((item) => item !== undefined),
      }))
      .filter((group) => group.items.length > 0);
  }, [groups, query]);

  return (
    <div className={styles.overview}>
      <div className={styles.filter}>
        <label htmlFor={inputId}>{filterName}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={filterPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {shown.length === 0 && (
        <p className={styles.empty} role="status">
          {noResult}
        </p>
      )}
      {shown.map((group) => (
        <section key={group.name} className={styles.group}>
          <h2 className={styles.groupTitle}>{group.name}</h2>
          <div className={styles.grid}>
            {group.items.map((item) => (
              <div key={item.link} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  <IntentLink href={item.link}>{item.text}</IntentLink>
                </h3>
                {item.headers.length > 0 && (
                  <ul className={styles.headers}>
                    {item.headers.map((header) => (
                      <li key={header.id}>
                        <IntentLink href={`${item.link}#${header.id}`}>{header.text}</IntentLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
