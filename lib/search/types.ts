/** The search index as shipped to the browser: page table plus compact records (arrays keep the file small). */
export interface SearchIndexData {
  lang: string;
  /** [lvl0 (sidebar group), lvl1 (page title), url] */
  pages: [string, string, string][];
  /** [page index, anchor ('' = top of page), level (1–6 heading, 0 content), headings lvl2…, content] */
  records: [number, string, number, string[], string][];
}

/** A hit in the hosted provider's (DocSearch) shape. */
export interface SearchHit {
  objectID: string;
  url: string;
  type: 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  content: string | null;
}

/** A hit as the dialog receives it: with highlighted and snippeted versions of its texts. */
export interface RankedHit extends SearchHit {
  _highlightResult: Record<string, unknown>;
  _snippetResult: Record<string, unknown>;
}
