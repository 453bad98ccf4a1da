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
