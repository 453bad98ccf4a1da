import type { SearchHit, SearchIndexData } from './types';

const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** Expands one compact record into the hosted provider's hit shape. */
export function toHit(index: SearchIndexData, recordIndex: number): SearchHit {
  const [p, anchor, level, headings, content] = index.records[recordIndex];
  const [lvl0, lvl1, url] = index.pages[p];
  const hierarchy: SearchHit['hierarchy'] = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  headings.forEach((text, i) => (hierarchy[LEVELS[i]] = text || null));
  return {
    objectID: `${index.lang}-${recordIndex}`,
    url: anchor ? `${url}#${anchor}` : url,
    type: level === 0 ? 'content' : (`lvl${level}` as SearchHit['type']),
    hierarchy,
    content: level === 0 ? content : null,
  };
}

/**
 * Shrinks an index for shipping: a text record right after its heading record (same page) drops the anchor and the
 * heading path it shares with it. `inflateIndex` restores them after loading.
 */
export function compactIndex(index: SearchIndexData): SearchIndexData {
  return {
    ...index,
    records: index.records.map((record, i) => {
      const previous = index.records[i - 1];
      const [p, anchor, level, , content] = record;
      const inherits = level === 0 && previous && previous[0] === p && previous[1] === anchor && previous[2] !== 0;
      return inherits ? [p, '', 0, [], content] : record;
    }),
  };
}

/** Restores what `compactIndex` dropped (text records take the anchor and headings of the record before them). */
export function inflateIndex(index: SearchIndexData): SearchIndexData {
  const records = index.records.map((record) => [...record] as SearchIndexData['records'][number]);
  records.forEach((record, i) => {
    const previous = records[i - 1];
    if (record[2] === 0 && record[1] === '' && previous && previous[0] === record[0] && previous[1] !== '') {
      record[1] = previous[1];
      record[3] = previous[3];
    }
  });
  return { ...index, records };
}
