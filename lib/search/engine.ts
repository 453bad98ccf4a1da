import { escapeHtml, highlight, snippet } from './highlight';
import { sectionHierarchy } from './hit';
import { QUANT } from './index-files';
import { EN_STOP, parseQuery, type Concept } from './query';
import { WORD, inflectionKeys, inflectionPrefix, isHan, joinKey, wordForms } from './tokenize';
import type { RankedHit, SearchHit, SearchMeta, SearchPage, TermShard } from './types';

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

/** Fetches one index file by name (`en.json`, `en-t3.json`, `en-p12.json`) and returns its parsed content. */
export type IndexLoader = (file: string) => Promise<unknown>;

/** The longest query the dialog accepts (its input is limited to the same length). */
export const MAX_QUERY_LENGTH = 64;
/** At most this many hits of one sidebar group (DocSearch shows five per group). */
export const MAX_PER_GROUP = 5;
/** At most this many hits of one page, so one long page cannot fill a group. */
export const MAX_PER_PAGE = 3;
/**
 * Candidates whose page texts are fetched to check phrases and build snippets, and so the most hits a query shows.
 * Eight fill the dialog's screen and keep a first query to about seven chunk requests: with twelve, recall@5 and MRR
 * of both query sets were the same (MRR 0.001 lower) and the first query fetched a third more; twenty took two more
 * request rounds and ranked worse (far candidates with a phrase boost pushed better hits down).
 */
const CANDIDATES = 8;
/** Queries whose ranked candidates stay cached (see SearchEngine.resolve). */
const RESOLVED_KEPT = 8;
/** Prefix expansion: at most this many longer words per typed word. */
const MAX_EXPANSIONS = 16;
const PREFIX_WEIGHT = 0.7;
/** Another inflection of a typed word (`highlighting` for `highlight`, `requires` for `requirement`). */
const INFLECTION_WEIGHT = 0.8;
/** Index terms looked at for the inflections of one word (those sharing its stem's first letters). */
const MAX_INFLECTION_SCAN = 400;
/**
 * A word in more than this share of the sections (`page`, `links`, `how`) says little about any of them and has many
 * postings to walk: its other inflections are not looked up, and as a question word it adds nothing (5× corpus p95 in
 * Chromium, three runs each: 6.0–16.1 ms with such inflections, 5.1–6.3 ms without, one outlier of 16.9; recall@5 of
 * both query sets the same either way).
 */
const COMMON_WORD_SHARE = 0.1;
const isCommon = (postings: Postings, docs: number) => postings.docs.length > docs * COMMON_WORD_SHARE;
const FUZZY_WEIGHT = 0.45;
/** A section that holds a phrase of the query as typed (a Chinese run, a sentence) ranks above scattered matches. */
const PHRASE_BOOST = 1.6;
/** The query names the section's heading exactly (or an identifier in it). */
const EXACT_BOOST = 3;
/**
 * The section's heading is an entry of a synonym group the query names. As much as a phrase match: at 2, a section
 * headed `侧边栏` on another page outranked the sidebar page for `侧边栏` (everyday zh MRR 0.978 → 0.951).
 */
const NAMED_BOOST = 1.6;
/** Question words that headings hold (`Why Rspress`, `What gets indexed`); see rank. */
const QUESTION_WORDS = new Set(['why', 'what', 'when', 'where', 'which', 'who', 'how']);
/** A Chinese bigram between two others is where two words meet when under this share as frequent as either. */
const JUNCTION_SHARE = 0.1;
/** Share of the other matching sections' scores a section of the same page gains. */
const PAGE_SHARE = 0.2;
/** Hits scoring below this share of the best one are noise, not answers (they would pad groups). */
const TAIL = 0.06;

/** What a query resolves to before hits are built for one request (see SearchEngine.resolve). */
interface Resolved {
  meta: SearchMeta;
  /** Ranked, boosted and sorted: at most CANDIDATES sections, their page texts loaded. */
  candidates: { doc: number; score: number; page: number }[];
  nbHits: number;
  sectionOf: (doc: number) => { page: SearchPage; section: SearchPage['sections'][number] };
  /** The indexed terms that matched in these sections (for highlighting). */
  matchedTerms: (docs: number[]) => string[];
}

interface Postings {
  docs: Int32Array;
  weights: Uint8Array;
}

interface Expansion {
  term: string;
  postings: Postings;
  factor: number;
}

/** Whether a sorted list of section ids holds one. */
function contains(docs: Int32Array, doc: number): boolean {
  let low = 0;
  let high = docs.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (docs[mid] === doc) return true;
    if (docs[mid] < doc) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

function decode(encoded: number[]): Postings {
  const docs = new Int32Array(encoded.length / 2);
  const weights = new Uint8Array(encoded.length / 2);
  let doc = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    doc += encoded[i];
    docs[i / 2] = doc;
    weights[i / 2] = encoded[i + 1];
  }
  return { docs, weights };
}

/**
 * The names a heading word answers to exactly: the word joined, and for a dotted or slashed name its last segment (the
 * option's own name: `cleanUrls` of `route.cleanUrls`). Not the segments before it: `languageParity.enabled` is not
 * what `languageParity` names, and `@rspress/plugin-shiki` is not what `rspress` names.
 */
function identifierKeys(word: string): string[] {
  const { joined, segments } = wordForms(word);
  return segments.length ? [joined, segments[segments.length - 1]] : [joined];
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Index of the last sorted boundary ≤ term (the shard that would hold it). */
function shardOf<T extends string | number>(shards: T[], term: T): number {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (shards[mid] <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

interface LoadedShard {
  terms: string[];
  raw: number[][];
  index: Map<string, number>;
  decoded: Map<number, Postings>;
}

/** Index of the first of the sorted `terms` ≥ `term`. */
function lowerBound(terms: string[], term: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (terms[mid] < term) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Plain English words (letters only, three or more), whose inflections are looked up. */
const INFLECTABLE = /^[a-z]{3,}$/;

/** Typo tolerance applies to Latin terms of four letters or more. */
const mayBeTypo = (term: string) => term.length >= 4 && !isHan(term);

const loadShard = (data: TermShard): LoadedShard => ({
  terms: data.terms,
  raw: data.postings,
  index: new Map(data.terms.map((term, i) => [term, i])),
  decoded: new Map(),
});

/** The per-query score arrays of `rank`, one slot per section. */
function createScratch(docs: number) {
  return {
    total: new Float64Array(docs),
    coverage: new Float64Array(docs),
    slotScore: new Float64Array(docs),
    altScore: new Float64Array(docs),
    altHits: new Uint8Array(docs),
    best: new Float64Array(docs),
    bestWeight: new Float64Array(docs),
  };
}

/**
 * The built-in search over one language's index files. Files load on demand: the meta first, then the term shards a
 * query needs and the pages of its first hits; each file is fetched once.
 */
export class SearchEngine {
  private meta?: Promise<SearchMeta>;
  /** Index files by name, each loaded once (a failed one is forgotten, so the next query fetches it again). */
  private readonly files = new Map<string, Promise<unknown>>();

  constructor(
    private readonly lang: string,
    private readonly load: IndexLoader,
  ) {}

  /** Fetches the meta file (the dialog calls it when it opens, so the first query has less to wait for). */
  ready(): Promise<SearchMeta> {
    if (!this.meta) {
      this.meta = this.load(`${this.lang}.json`) as Promise<SearchMeta>;
      this.meta.catch(() => (this.meta = undefined));
    }
    return this.meta;
  }

  private warming?: Promise<void>;

  /**
   * Runs one throwaway query once, so the first query the reader types finds the engine's code compiled (a cold first
   * query ran several times slower on a throttled phone profile). The query is the first term of the middle shard: a
   * real, usually rare word, so it costs one shard and a page chunk or two.
   */
  warmUp(): Promise<void> {
    this.warming ??= this.ready().then(async (meta) => {
      const term = meta.shards[meta.shards.length >> 1];
      if (term) await this.search({ query: term });
    });
    this.warming.catch(() => (this.warming = undefined));
    return this.warming;
  }

  /** Index file `name`, parsed by `read` (typed by the caller: each kind of file has its own shape). */
  private file<T>(name: string, read: (data: never) => T): Promise<T> {
    let file = this.files.get(name) as Promise<T> | undefined;
    if (!file) {
      file = this.load(name).then((data) => read(data as never));
      file.catch(() => this.files.delete(name));
      this.files.set(name, file);
    }
    return file;
  }

  private shard(k: number): Promise<LoadedShard> {
    return this.file(`${this.lang}-t${k}.json`, loadShard);
  }

  /** The terms of synonym group `g` (one file; see SearchMeta.synonyms). */
  private groupShard(g: number): Promise<LoadedShard> {
    return this.file(`${this.lang}-s${g}.json`, loadShard);
  }

  private chunk(c: number): Promise<SearchPage> {
    return this.file(`${this.lang}-c${c}.json`, (data: SearchPage) => data);
  }

  private static postings(shard: LoadedShard, i: number): Postings {
    let postings = shard.decoded.get(i);
    if (!postings) shard.decoded.set(i, (postings = decode(shard.raw[i])));
    return postings;
  }

  /**
   * The indexed terms a query term stands for: itself, longer words when it is a prefix, its other inflections and,
   * when nothing matches, near spellings (these two `loose`: for what the reader typed, not for the synonyms of it).
   * A term of a synonym group is read from the group's file when that holds it; the group file holds every indexed
   * term of the group, so a synonym that is not there is not in the index.
   */
  private async expand(
    meta: SearchMeta,
    term: string,
    { prefix, loose, group }: { prefix: boolean; loose: boolean; group?: Promise<LoadedShard> },
  ): Promise<Expansion[]> {
    if (group && !prefix) {
      const shard = await group;
      const exact = shard.index.get(term);
      if (exact !== undefined) return [{ term, postings: SearchEngine.postings(shard, exact), factor: 1 }];
      if (!(loose && mayBeTypo(term))) return [];
    }
    // The inflections of a word share the first letters of its stem (`quer` for `queries`). A common word's are
    // skipped, which takes its document frequency: its own shard is read first, any other shard of the stem after.
    let keys = loose && INFLECTABLE.test(term) ? inflectionKeys(term) : undefined;
    if (keys) {
      const own = await this.shard(shardOf(meta.shards, term));
      const exact = own.index.get(term);
      if (exact !== undefined && isCommon(SearchEngine.postings(own, exact), meta.docs)) keys = undefined;
    }
    const from = keys ? inflectionPrefix(keys) : term;
    const first = shardOf(meta.shards, from);
    let last = shardOf(meta.shards, term);
    // Longer words (of the prefix, of the stem) may run on into the next shards.
    if (prefix || keys) while (last + 1 < meta.shards.length && meta.shards[last + 1] <= `${from}\uffff`) last++;
    const loaded = await Promise.all(Array.from({ length: last - first + 1 }, (_, i) => this.shard(first + i)));
    const found = new Map<string, Expansion>();
    const add = (shard: LoadedShard, i: number, factor: number) => {
      const candidate = shard.terms[i];
      const known = found.get(candidate);
      if (!known || known.factor < factor)
        found.set(candidate, { term: candidate, postings: SearchEngine.postings(shard, i), factor });
    };
    for (const shard of loaded) {
      const exact = shard.index.get(term);
      if (exact !== undefined) add(shard, exact, 1);
      if (prefix) {
        let added = 0;
        for (let i = lowerBound(shard.terms, term); i < shard.terms.length && added < MAX_EXPANSIONS; i++, added++) {
          if (!shard.terms[i].startsWith(term)) break;
          if (shard.terms[i] !== term) add(shard, i, PREFIX_WEIGHT * Math.sqrt(term.length / shard.terms[i].length));
        }
      }
      if (keys) {
        for (let i = lowerBound(shard.terms, from), scanned = 0; i < shard.terms.length; i++, scanned++) {
          const candidate = shard.terms[i];
          if (!candidate.startsWith(from) || scanned >= MAX_INFLECTION_SCAN) break;
          if (candidate === term || EN_STOP.has(candidate) || !INFLECTABLE.test(candidate)) continue;
          if (inflectionKeys(candidate).some((key) => keys.includes(key))) add(shard, i, INFLECTION_WEIGHT);
        }
      }
    }
    if (found.size === 0 && loose && mayBeTypo(term)) {
      // Typo tolerance: near spellings in the neighbourhood of the term (its shard).
      const max = term.length >= 8 ? 2 : 1;
      const shard = loaded[shardOf(meta.shards, term) - first];
      shard.terms.forEach((candidate, i) => {
        if (candidate[0] === term[0] && editDistance(term, candidate, max) <= max) add(shard, i, FUZZY_WEIGHT);
      });
    }
    return [...found.values()];
  }

  /**
   * The matching section ids with their scores, in no order (the caller sorts what survives its cut), and a function
   * giving the terms that matched a list of sections (for highlighting). Scores accumulate in arrays indexed by section
   * id (no maps): a query over the 5× corpus touches thousands of postings.
   */
  private async rank(meta: SearchMeta, concepts: Concept[]) {
    const N = meta.docs;
    const idf = (df: number) => Math.log(1 + (N - df + 0.5) / (df + 0.5));
    const content = concepts.filter((concept) => !concept.stop);
    // Question words add to the score of the sections that hold them, as a bonus: `why rspress` finds `Why Rspress`.
    const questions = concepts
      .filter((concept) => concept.stop && QUESTION_WORDS.has(concept.alts[0].terms[0]))
      .map((concept) => ({ ...concept, bonus: true }));
    const used = content.some((concept) => !concept.bonus)
      ? [...content, ...questions]
      : concepts.map((concept) => ({ ...concept, stop: false }));
    // Resolve every term of every alternative (in parallel: each may need a shard).
    // In a synonym span only the entry as typed (alternative 0) grows by prefix and tolerates typos: the other entries
    // are matched as listed (`fold*` found `folder` for `collapse`). Other alternatives are forms of what was typed.
    const resolved = await Promise.all(
      used.map((concept) => {
        const group = concept.group === undefined ? undefined : this.groupShard(concept.group);
        return Promise.all(
          concept.alts.map((alt, a) => {
            const typed = (group === undefined || a === 0) && !questions.includes(concept);
            return Promise.all(
              alt.terms.map((term, i) =>
                this.expand(meta, term, {
                  prefix: concept.prefix && typed && i === alt.terms.length - 1,
                  loose: typed,
                  group,
                }),
              ),
            );
          }),
        );
      }),
    );
    // A question word in many sections (`how`) says nothing about any of them, and its postings are long: left out.
    used.forEach((concept, c) => {
      if (!questions.includes(concept)) return;
      resolved[c] = resolved[c].map((slots) =>
        slots.map((expansions) => expansions.filter(({ postings }) => !isCommon(postings, N))),
      );
    });
    // A bigram between two others of a Chinese run counts only when it is a word: when it appears in under a tenth of
    // the sections either neighbour appears in, it is where two words meet (航配 in 导航配置) and only adds score.
    const frequency = new Map(
      used.map((concept, c) => [concept, Math.max(0, ...resolved[c][0].flat().map((e) => e.postings.docs.length))]),
    );
    const isJunction = ({ between }: Concept, own: number) =>
      !!between && own < JUNCTION_SHARE * Math.min(...between.map((side) => frequency.get(side) ?? 0));
    const required = new Set(
      used.filter((concept) => !concept.bonus && !isJunction(concept, frequency.get(concept) ?? 0)),
    );
    const { total, coverage, slotScore, altScore, altHits, best, bestWeight } = this.scratchFor(N);
    const touched: number[] = [];
    /** Per concept, the alternative that gave each section its score (-1: none). */
    const bestAlts: Int16Array[] = [];
    let coverageTotal = 0;
    used.forEach((concept, c) => {
      const bestAlt = new Int16Array(N).fill(-1);
      const conceptTouched: number[] = [];
      let conceptIdf = 0;
      concept.alts.forEach((alt, a) => {
        const slots = resolved[c][a];
        const altTouched: number[] = [];
        let altIdf = 0;
        for (const expansions of slots) {
          const slotTouched: number[] = [];
          let slotIdf = 0;
          // A longer word or another form of a word that was typed in full is worth no more than that word: rarer, it
          // outweighed it (`languageParity` ranked `languageParity.enabled`, by the rare `languageparityenabled`).
          const literal = expansions.find((expansion) => expansion.factor === 1);
          const cap = literal ? idf(literal.postings.docs.length) : Infinity;
          for (const { postings, factor } of expansions) {
            const weight = Math.min(idf(postings.docs.length), cap) * factor;
            slotIdf = Math.max(slotIdf, weight);
            const unit = weight / QUANT;
            const { docs, weights } = postings;
            for (let i = 0; i < docs.length; i++) {
              const doc = docs[i];
              const score = unit * weights[i];
              if (slotScore[doc] === 0) slotTouched.push(doc);
              if (score > slotScore[doc]) slotScore[doc] = score;
            }
          }
          altIdf += slotIdf / slots.length;
          for (const doc of slotTouched) {
            if (altHits[doc] === 0) altTouched.push(doc);
            altScore[doc] += slotScore[doc];
            altHits[doc]++;
            slotScore[doc] = 0;
          }
        }
        conceptIdf = Math.max(conceptIdf, altIdf * alt.weight);
        for (const doc of altTouched) {
          const factor = alt.weight * (altHits[doc] / slots.length) ** 2;
          const value = altScore[doc] * factor;
          if (value > best[doc]) {
            if (best[doc] === 0) conceptTouched.push(doc);
            best[doc] = value;
            bestAlt[doc] = a;
          }
          // Coverage counts the most literal alternative the section holds, even when a synonym scores higher there
          // (`output folder` in the text of the section headed `outDir`, a synonym: it covers the query in full).
          if (factor > bestWeight[doc]) bestWeight[doc] = factor;
          altScore[doc] = 0;
          altHits[doc] = 0;
        }
      });
      if (required.has(concept)) coverageTotal += conceptIdf;
      for (const doc of conceptTouched) {
        if (total[doc] === 0) touched.push(doc);
        total[doc] += best[doc];
        // A synonym or a looser form covers the concept only in part: literal matches rank first.
        if (required.has(concept)) coverage[doc] += conceptIdf * bestWeight[doc];
        best[doc] = 0;
        bestWeight[doc] = 0;
      }
      bestAlts.push(bestAlt);
    });
    const ranked: { doc: number; score: number }[] = [];
    for (const doc of touched) {
      const share = coverageTotal > 0 ? coverage[doc] / coverageTotal : 1;
      if (share === 0 && coverageTotal > 0) continue; // bonus-only matches do not count as results
      ranked.push({ doc, score: total[doc] * share ** 3 * (share >= 0.999 ? 1.5 : 1) });
    }
    // Back to zero for the next query (the other scratch arrays are cleared as they are used).
    for (const doc of touched) total[doc] = coverage[doc] = 0;
    /** The indexed terms behind the best alternative of every concept in these sections. */
    const matchedTerms = (docs: number[]): string[] => {
      const terms = new Set<string>();
      used.forEach((_, c) => {
        for (const doc of docs) {
          const a = bestAlts[c][doc];
          if (a < 0) continue;
          for (const expansions of resolved[c][a])
            for (const { term, postings } of expansions)
              if (!terms.has(term) && contains(postings.docs, doc)) terms.add(term);
        }
      });
      return [...terms];
    };
    return { ranked, matchedTerms };
  }

  private pageOfDoc?: Int32Array;

  /**
   * Score arrays indexed by section id, reused by every query (all zero between queries): allocating them per query
   * (~230 KB at the 5× corpus) made garbage collection the slowest queries' cost. Safe to share: the scoring between
   * the last await and the return of `rank` is synchronous.
   */
  private scratch?: ReturnType<typeof createScratch>;

  private scratchFor(docs: number) {
    if (this.scratch?.total.length !== docs) this.scratch = createScratch(docs);
    return this.scratch;
  }

  /** The page of a section id (a table built once per meta file). */
  private findPage(meta: SearchMeta, doc: number): number {
    if (!this.pageOfDoc || this.pageOfDoc.length !== meta.docs) {
      const table = new Int32Array(meta.docs);
      meta.starts.forEach((start, page) => table.fill(page, start, meta.starts[page + 1] ?? meta.docs));
      this.pageOfDoc = table;
    }
    return this.pageOfDoc[doc];
  }

  /** Lower-cased text of a section (titles, headings, blocks) and its own heading, computed once per section. */
  private readonly lowered = new Map<number, { own: string; text: string; keys: Set<string> }>();

  private lowerText(doc: number, page: SearchPage, section: SearchPage['sections'][number]) {
    let entry = this.lowered.get(doc);
    if (!entry) {
      const own = (
        section.level === 1 ? page.title : (section.headings[section.headings.length - 1] ?? '')
      ).toLowerCase();
      entry = {
        own,
        text: [page.title, ...section.headings, ...section.blocks]
          .join('\n')
          .toLowerCase()
          .replace(/[ \t]+/g, ' '),
        // The heading whole (letters and digits only) and every identifier in it, in each of its forms.
        keys: new Set([joinKey(own), ...(own.match(WORD) ?? []).flatMap(identifierKeys)]),
      };
      this.lowered.set(doc, entry);
    }
    return entry;
  }

  /**
   * The ranked candidates of a query with the page texts they need, computed once per query text: the dialog starts it
   * from the input event, before DocSearch renders, and DocSearch's request for the same text finds it under way.
   * The last few are kept (a reader typing back and forth).
   */
  private readonly resolved = new Map<string, Promise<Resolved>>();

  /** Starts answering `query` (fetching its shards and page texts) without waiting for it; `search` reuses the work. */
  prepare(query: string): void {
    this.resolve(query).catch(() => undefined);
  }

  /** The query's resolved work, cut to the maximum length first (the cut text is the key). */
  private resolve(text: string): Promise<Resolved> {
    const query = text.slice(0, MAX_QUERY_LENGTH);
    let pending = this.resolved.get(query);
    if (!pending) {
      pending = this.compute(query);
      pending.catch(() => this.resolved.delete(query));
      this.resolved.set(query, pending);
      if (this.resolved.size > RESOLVED_KEPT) this.resolved.delete(this.resolved.keys().next().value as string);
    }
    return pending;
  }

  private async compute(query: string): Promise<Resolved> {
    const meta = await this.ready();
    const { concepts, phrases, named } = parseQuery(query, meta.synonyms ?? []);
    if (concepts.length === 0)
      return { meta, candidates: [], nbHits: 0, sectionOf: () => undefined as never, matchedTerms: () => [] };
    const { ranked, matchedTerms } = await this.rank(meta, concepts);
    // A page with many matching sections is about the query: each section gains a share of its siblings' scores
    // (at most doubling its own).
    const pageSums = new Float64Array(meta.starts.length);
    for (const item of ranked) pageSums[this.findPage(meta, item.doc)] += item.score;
    // Sections that cannot reach the shown list: later boosts multiply a score by at most 6 (page share 2 × exact
    // heading 3) and hits under TAIL of the best one are dropped, so below TAIL / 6 of the best is out for good.
    // Dropping them before sorting spares sorting and walking the thousands of sections a common word matches; a
    // stable sort of the survivors gives the same order as sorting everything and cutting the tail.
    let best = 0;
    for (const item of ranked) best = Math.max(best, item.score);
    const cut = best * (TAIL / 6);
    const nbHits = ranked.length;
    const kept = ranked.filter((item) => item.score >= cut).sort((a, b) => b.score - a.score);
    for (const item of kept) {
      const others = pageSums[this.findPage(meta, item.doc)] - item.score;
      item.score += Math.min(item.score, PAGE_SHARE * others);
    }
    kept.sort((a, b) => b.score - a.score);
    // Diversity: past the second hit from one page, each further hit of that page weighs less.
    const perPage = new Uint16Array(meta.starts.length);
    for (const item of kept) {
      const count = ++perPage[this.findPage(meta, item.doc)];
      if (count > 2) item.score *= 0.6 ** (count - 2);
    }
    kept.sort((a, b) => b.score - a.score);
    const perGroup = new Map<number, number>();
    const candidates: { doc: number; score: number; page: number }[] = [];
    for (const item of kept) {
      if (candidates.length >= CANDIDATES) break;
      const page = this.findPage(meta, item.doc);
      const group = meta.pageGroups[page];
      const count = perGroup.get(group) ?? 0;
      if (count >= MAX_PER_GROUP + 2) continue;
      perGroup.set(group, count + 1);
      candidates.push({ ...item, page });
    }
    // The texts of the candidates: the chunk files that hold them (a few sections each), fetched in parallel.
    const chunkOf = (doc: number) => shardOf(meta.chunks, doc);
    const loaded = new Map<number, SearchPage>();
    await Promise.all(
      [...new Set(candidates.map((item) => chunkOf(item.doc)))].map(async (c) => loaded.set(c, await this.chunk(c))),
    );
    const sectionOf = (doc: number) => {
      const c = chunkOf(doc);
      const chunk = loaded.get(c) as SearchPage;
      return { page: chunk, section: chunk.sections[doc - meta.chunks[c]] };
    };
    const key = /\p{Script=Han}/u.test(query) ? '' : joinKey(query);
    const lowerPhrases = phrases.map((phrase) => phrase.toLowerCase().replace(/\s+/g, ' '));
    const namedKeys = new Set(named.map(joinKey));
    for (const item of candidates) {
      const { page, section } = sectionOf(item.doc);
      const { own, text, keys } = this.lowerText(item.doc, page, section);
      // The query is the section's heading (or the page's title), or an identifier in it typed any way: the most
      // exact hit there is (`cleanurls`, `clean urls` and `clean-urls` all name the heading `route.cleanUrls`).
      if (key && keys.has(key)) item.score *= EXACT_BOOST;
      // The heading is a thing the query names, literally or by a synonym (`outDir` for `default output folder`).
      else if (namedKeys.has(joinKey(own))) item.score *= NAMED_BOOST;
      else if (lowerPhrases.some((phrase) => text.includes(phrase))) item.score *= PHRASE_BOOST;
    }
    candidates.sort((a, b) => b.score - a.score);
    return { meta, candidates, nbHits, sectionOf, matchedTerms };
  }

  /** Answers a query; never throws on any input (markup, regex characters, emoji, blanks, very long text). */
  async search(request: SearchRequest): Promise<SearchResponse> {
    const query = request.query.slice(0, MAX_QUERY_LENGTH);
    const { meta, candidates, nbHits, sectionOf, matchedTerms } = await this.resolve(request.query);
    const limit = request.hitsPerPage ?? 20;
    // One hit per URL and per text (a fragment included by two pages, such as the built-in components reference in the
    // guide and in the API, shows once, where it ranks first), at most five per sidebar group, then grouped as the
    // dialog shows them (group of the best hit first).
    const seen = new Set<string>();
    const seenTexts = new Set<string>();
    const shownPerGroup = new Map<number, number>();
    const chosen: typeof candidates = [];
    const floor = (candidates[0]?.score ?? 0) * TAIL;
    for (const item of candidates) {
      if (item.score < floor) break;
      const { page, section } = sectionOf(item.doc);
      const url = section.anchor ? `${page.url}#${section.anchor}` : page.url;
      const group = meta.pageGroups[item.page];
      const fromPage = chosen.filter((other) => other.page === item.page).length;
      const { text } = this.lowerText(item.doc, page, section);
      if (seen.has(url) || seenTexts.has(text)) continue;
      if ((shownPerGroup.get(group) ?? 0) >= MAX_PER_GROUP || fromPage >= MAX_PER_PAGE) continue;
      seen.add(url);
      seenTexts.add(text);
      shownPerGroup.set(group, (shownPerGroup.get(group) ?? 0) + 1);
      chosen.push(item);
      if (chosen.length >= limit) break;
    }
    const groupOrder = [...new Set(chosen.map((item) => meta.pageGroups[item.page]))];
    chosen.sort((a, b) => groupOrder.indexOf(meta.pageGroups[a.page]) - groupOrder.indexOf(meta.pageGroups[b.page]));
    // One set of marks for the whole answer (one highlighting pattern per query, not one per hit).
    const marks = matchedTerms(chosen.map((item) => item.doc));
    const hits = chosen.map((item) => {
      const { page, section } = sectionOf(item.doc);
      return this.toRankedHit(page, section, item.doc, marks, request);
    });
    if (process.env.SEARCH_DEBUG)
      console.log(
        query,
        chosen.map((item) => `${hits[chosen.indexOf(item)].url} ${item.score.toFixed(1)}`).slice(0, 8),
      );
    return { hits, nbHits, query };
  }

  private toRankedHit(
    page: SearchPage,
    section: SearchPage['sections'][number],
    doc: number,
    marks: string[],
    request: SearchRequest,
  ): RankedHit {
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    const words = request.snippetWords ?? 10;
    const distinct = (text: string) => {
      const lower = text.toLowerCase();
      let count = 0;
      for (const mark of marks) if (lower.includes(mark)) count++;
      return count;
    };
    const own = section.level === 1 ? page.title : (section.headings[section.headings.length - 1] ?? '');
    let best = -1;
    let bestCount = 0;
    section.blocks.forEach((block, i) => {
      const count = distinct(block);
      if (count > bestCount) {
        best = i;
        bestCount = count;
      }
    });
    const inContent = best >= 0 && bestCount > distinct(own);
    const hierarchy = sectionHierarchy(page, section);
    const content = inContent
      ? section.blocks[best]
      : section.level === 1 && section.blocks[0] && !distinct(own)
        ? section.blocks[0]
        : null;
    const highlightResult: Record<string, { value: string; matchLevel: string }> = {};
    const snippetResult: Record<string, { value: string; matchLevel: string }> = {};
    for (const [level, text] of Object.entries(hierarchy)) {
      if (text === null) continue;
      const highlighted = highlight(text, marks, pre, post);
      highlightResult[level] = { value: highlighted, matchLevel: 'full' };
      // A heading shorter than the snippet window is its own snippet (snippet() would highlight it again).
      const short = text.length <= words * 2;
      snippetResult[level] = {
        value: short ? highlighted : snippet(text, marks, words, request.snippetEllipsisText, pre, post),
        matchLevel: 'full',
      };
      hierarchy[level as keyof SearchHit['hierarchy']] = escapeHtml(text);
    }
    const type: SearchHit['type'] = content !== null ? 'content' : (`lvl${section.level}` as SearchHit['type']);
    return {
      objectID: `${this.lang}-${doc}`,
      url: section.anchor ? `${page.url}#${section.anchor}` : page.url,
      type,
      hierarchy,
      // DocSearch renders these fields as HTML (stored recent searches included): they hold escaped text only.
      content: content === null ? null : escapeHtml(content),
      _highlightResult: {
        hierarchy: highlightResult,
        content: { value: highlight(content ?? '', marks, pre, post), matchLevel: 'full' },
      },
      _snippetResult: {
        hierarchy: snippetResult,
        content: {
          value: snippet(content ?? '', marks, words, request.snippetEllipsisText, pre, post),
          matchLevel: 'full',
        },
      },
    };
  }
}
