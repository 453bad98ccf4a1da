/**
 * The built-in search index as shipped to the browser, in three kinds of files per language (see lib/search/index-files.ts):
 * - `<lang>.json` (SearchMeta): how many sections, which page each belongs to, where each term shard starts;
 * - `<lang>-t<k>.json` (TermShard): a sorted range of terms with, per term, the sections that contain it and a weight;
 * - `<lang>-c<k>.json` (SearchChunk): a few consecutive sections of one page (path and every block), to show hits;
 * - `<lang>-s<k>.json` (TermShard): the terms of synonym group k, for queries that name the group.
 * A query fetches the meta, the shards of its terms and the pages of its first hits; nothing else.
 */

/** One section of a page: a heading and everything under it, or the top of the page (level 1, anchor ''). */
export interface SearchSection {
  /** Heading id ('' = top of the page). */
  anchor: string;
  /** 1 = the page itself (title, description, text before the first heading); 2–6 = heading depth. */
  level: number;
  /** Heading path below the page title (lvl2…lvl6); empty for the page itself. */
  headings: string[];
  /** Text by block: paragraphs, list items, table cells, container titles (the description comes first on level 1). */
  blocks: string[];
  /** Identifiers found in the section's code blocks (searchable, not shown). */
  code?: string[];
}

export interface SearchPage {
  /** Sidebar group (DocSearch's lvl0, by which results are grouped). */
  group: string;
  title: string;
  url: string;
  sections: SearchSection[];
}

/** Consecutive sections of one page with the page's title, group and URL: what a hit needs to be shown. */
export type SearchChunk = SearchPage;

export interface SearchMeta {
  v: 2;
  lang: string;
  /** Total number of sections (documents). */
  docs: number;
  /** First section id of each page (page k owns ids starts[k] … starts[k+1] - 1). */
  starts: number[];
  /** Sidebar group index per page, into `groups`. */
  pageGroups: number[];
  groups: string[];
  /** First section id of each chunk file `<lang>-c<k>.json`, and the page each chunk belongs to. */
  chunks: number[];
  chunkPages: number[];
  /** First term of each term shard, sorted; shard k is `<lang>-t<k>.json`. */
  shards: string[];
  /**
   * Synonym groups (content/search-synonyms.json): a query holding one entry also looks for the others. The indexed terms
   * of group k are also in `<lang>-s<k>.json` (a TermShard), so such a query fetches one file for all of them.
   */
  synonyms: string[][];
}

export interface TermShard {
  terms: string[];
  /** Per term: [section id gap, weight, section id gap, weight, …] (ids ascending; weight 1–255). */
  postings: number[][];
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
