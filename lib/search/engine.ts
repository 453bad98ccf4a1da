import MiniSearch, { type SearchResult } from 'minisearch';
import { escapeHtml, highlight, snippet } from './highlight';
import { inflateIndex, toHit } from './hit';
import { isHanToken, queryTerms, tokenize } from './tokenize';
import type { RankedHit, SearchIndexData } from './types';

/** What the dialog asks for (the hosted provider's request fields we honour). */
export interface SearchRequest {
  query: string;
  hitsPerPage?: number;
  /** Words per snippet (DocSearch asks 10, or 5 on narrow screens). */
  snippetWords?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface SearchResponse {
  hits: RankedHit[];
  nbHits: number;
  query: string;
}

/** The longest query the dialog accepts (its input is limited to the same length). */
export const MAX_QUERY_LENGTH = 64;

/** Field weights: a match in a page title beats one in a heading, which beats body text. */
const BOOST = { title: 6, heading: 3, content: 1, context: 0.5 };
/** Below this many exact/prefix results, the query is retried with typo tolerance. */
const FEW_RESULTS = 5;
/** Record weights by type: page (lvl1) > section heading > deeper heading > text. */
const TYPE_BOOST = [1, 1.6, 1.4, 1.25, 1.15, 1.1, 1.05];

interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  content: string;
  context: string;
}

function toDocs(index: SearchIndexData): IndexedDoc[] {
  return index.records.map(([p, , level, headings, content], id) => {
    const pageTitle = index.pages[p][1];
    const own = level >= 2 ? headings[level - 2] ?? '' : '';
    return {
      id,
      title: level === 1 ? pageTitle : '',
      heading: own,
      content,
      context: [pageTitle, ...headings.filter((text) => text !== own)].join(' '),
    };
  });
}

/** The built-in search over one language's index: ranked hits in the hosted provider's shape. */
export class SearchEngine {
  private readonly mini: MiniSearch<IndexedDoc>;
  private readonly docs: IndexedDoc[];

  private readonly index: SearchIndexData;

  constructor(shipped: SearchIndexData) {
    this.index = inflateIndex(shipped);
    this.docs = toDocs(this.index);
    this.mini = new MiniSearch<IndexedDoc>({
      fields: ['title', 'heading', 'content', 'context'],
      tokenize,
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => [text],
        processTerm: (term) => term,
        boost: BOOST,
        // Han characters are whole terms; Latin words match as prefixes while typing and tolerate a typo.
        prefix: (term) => !isHanToken(term) && term.length >= 3,
        fuzzy: (term) => (isHanToken(term) || term.length < 5 ? false : 1),
        boostDocument: (id) => TYPE_BOOST[this.index.records[id as number][2]] ?? 1,
      },
    });
    this.mini.addAll(this.docs);
  }

  private rank(terms: string[], phrase: string): SearchResult[] {
    const run = (combineWith: 'AND' | 'OR', fuzzy: boolean) =>
      this.mini.search({ combineWith, queries: terms }, fuzzy ? {} : { fuzzy: false });
    // Exact and prefix matches first; typo tolerance only when they find little (it is the costly part).
    let results = run('AND', false);
    if (results.length < FEW_RESULTS) results = run('AND', true);
    // Every Han character must match (a word is its characters); only Latin queries relax to "any word".
    if (results.length === 0 && !terms.some(isHanToken)) results = run('OR', true);
    const needle = phrase.toLowerCase();
    for (const result of results) {
      const doc = this.docs[result.id as number];
      if (`${doc.title} ${doc.heading}`.toLowerCase().includes(needle)) result.score *= 3;
      else if (doc.content.toLowerCase().includes(needle)) result.score *= 1.5;
    }
    results.sort((a, b) => b.score - a.score);
    // Diversity: past the second hit from one page, each further hit of that page weighs less, so one long page
    // cannot fill the first screen.
    const seen = new Map<number, number>();
    for (const result of results) {
      const page = this.index.records[result.id as number][0];
      const count = (seen.get(page) ?? 0) + 1;
      seen.set(page, count);
      if (count > 2) result.score *= 0.5 ** (count - 2);
    }
    return results.sort((a, b) => b.score - a.score);
  }

  /** Answers a query; never throws on any input (markup, regex characters, emoji, blanks, very long text). */
  search(request: SearchRequest): SearchResponse {
    const query = request.query.slice(0, MAX_QUERY_LENGTH);
    const terms = queryTerms(query);
    if (terms.length === 0) return { hits: [], nbHits: 0, query };
    const results = this.rank(terms, query.trim());
    const shown = results.slice(0, request.hitsPerPage ?? 20);
    // Mark the words that matched in the hits shown (prefix and typo matches included), not in every result.
    const marks = [...new Set([...terms, ...shown.flatMap((result) => result.terms)])];
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    const words = request.snippetWords ?? 10;
    const hits = shown.map((result): RankedHit => {
      const hit = toHit(this.index, result.id as number);
      const highlightResult: Record<string, { value: string; matchLevel: string }> = {};
      const snippetResult: Record<string, { value: string; matchLevel: string }> = {};
      for (const [level, text] of Object.entries(hit.hierarchy)) {
        if (text === null) continue;
        highlightResult[level] = { value: highlight(text, marks, pre, post), matchLevel: 'full' };
        snippetResult[level] = { value: snippet(text, marks, words, request.snippetEllipsisText, pre, post), matchLevel: 'full' };
        hit.hierarchy[level as keyof typeof hit.hierarchy] = escapeHtml(text);
      }
      const content = hit.content ?? '';
      // DocSearch renders these fields as HTML (stored recent searches included): they hold escaped text only.
      hit.content = hit.content === null ? null : escapeHtml(content);
      return {
        ...hit,
        _highlightResult: { hierarchy: highlightResult, content: { value: highlight(content, marks, pre, post), matchLevel: 'full' } },
        _snippetResult: {
          hierarchy: snippetResult,
          content: { value: snippet(content, marks, words, request.snippetEllipsisText, pre, post), matchLevel: 'full' },
        },
      };
    });
    return { hits, nbHits: results.length, query };
  }
}
