'use client';

import { useId, useRef, useState } from 'react';
import { normalizeFilterText } from './overview-text';
import styles from './overview.module.css';

export interface OverviewFilterProps {
  filterName: string;
  filterPlaceholder: string;
  noResult: string;
}

/**
 * Shows the pages of the overview (`[data-overview]`, rendered on the server) whose title, or one of whose headings,
 * contains the query; a page that matches by title keeps all its headings.
 */
export function OverviewFilter({ filterName, filterPlaceholder, noResult }: OverviewFilterProps) {
  const [query, setQuery] = useState('');
  const [empty, setEmpty] = useState(false);
  const inputId = useId();
  const ref = useRef<HTMLDivElement>(null);

  const apply = (value: string) => {
    const needle = normalizeFilterText(value.trim());
    const root = ref.current?.closest('[data-overview]');
    if (!root) return;
    let shownGroups = 0;
    for (const group of root.querySelectorAll<HTMLElement>('[data-overview-group]')) {
      let shownItems = 0;
      for (const item of group.querySelectorAll<HTMLElement>('[data-overview-item]')) {
        const byTitle = !needle || (item.dataset.overviewItem ?? '').includes(needle);
        let shownHeaders = 0;
        for (const header of item.querySelectorAll<HTMLElement>('[data-overview-header]')) {
          const shown = byTitle || (header.dataset.overviewHeader ?? '').includes(needle);
          header.hidden = !shown;
          if (shown) shownHeaders++;
        }
        item.hidden = !byTitle && shownHeaders === 0;
        if (!item.hidden) shownItems++;
      }
      group.hidden = shownItems === 0;
      if (!group.hidden) shownGroups++;
    }
    setEmpty(shownGroups === 0);
  };

  return (
    <>
      <div ref={ref} className={styles.filter}>
        <label htmlFor={inputId}>{filterName}</label>
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={filterPlaceholder}
          onChange={(event) => (setQuery(event.target.value), apply(event.target.value))}
          autoComplete="off"
        />
      </div>
      {empty && (
        <p className={styles.empty} role="status">
          {noResult}
        </p>
      )}
    </>
  );
}
