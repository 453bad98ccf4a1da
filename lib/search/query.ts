/**
 * What a query asks for, as "concepts": each word (or Chinese bigram, or synonym phrase) is one concept with one or
 * more alternative ways to match it, each alternative a list of terms that should all be present. A section's score
 * adds the best alternative of every concept; coverage (the share of concepts it matches, rarest weighing most)
 * decides between "all words" and "best partial" results, so no query with a partial match ends on "no results".
 */
import { askedTerm } from './definitions';
import { HAN_RUN, WORD, hanTerms, identifierParts, isHan, wordForms } from './tokenize';

export interface Alternative {
  terms: string[];
  /** 1 for the words as typed, less for looser forms (identifier parts) and synonyms. */
  weight: number;
}

export interface Concept {
  alts: Alternative[];
  /** A word of a natural question (`how`, `the`, `怎么`): ignored when the query has other words. */
  stop: boolean;
  /** Adds to the score but is not required (joined forms of adjacent words: `clean urls` → `cleanurls`). */
  bonus: boolean;
  /** The last word, still being typed: its last term also matches as a prefix. */
  prefix: boolean;
  /** A synonym span: the index of its group, whose terms all come in one file (alts[0] is the entry as typed). */
  group?: number;
  /**
   * A Chinese bigram with a bigram of the same run on each side (航配 between 导航 and 配置 in 导航配置): when it is far
   * rarer than both, it joins two words rather than being one, and is not required (see SearchEngine.rank).
   */
  between?: [Concept, Concept];
}

export interface ParsedQuery {
  concepts: Concept[];
  /** Runs of the query that rank a section higher when they appear in it as typed (Chinese runs, multi-word text). */
  phrases: string[];
  /** Every entry of the synonym groups the query names: a section headed by one of them is about what was asked. */
  named: string[];
}

/** Synonym weight: a synonym match ranks below a literal one. */
export const SYNONYM_WEIGHT = 0.5;

/** Function words of English questions; also never a variant of another word (`sets` is not a form of `settings`). */
export const EN_STOP = new Set(
  "a an the how do does did doing i im i'm me my we our you your to is are was be been can could should would will what whats which where when why who whom it its it's this that these those there they them their of in on at by for from with about into as and or not no any some get set add".split(
    ' ',
  ),
);
/**
 * Words of a Chinese complaint (`remark 插件不起作用`), cut from a run like the stop words but kept as a bonus: they name
 * no subject, so as required words they ranked sections that merely say 不起作用 first, yet the section that explains
 * why something 不生效 should still gain from holding them.
 */
const ZH_COMPLAINTS = [
  '不起作用',
  '没有生效',
  '不生效',
  '没生效',
  '没反应',
  '不管用',
  '不见了',
  '消失了',
  '没显示',
  '没出来',
];
/**
 * English words of a symptom (`edit link not working`, `sidebar disappeared`): a bonus, like the Chinese complaint
 * words, not what the query is about (`working` found every `How it works` before the edit link).
 */
const EN_SYMPTOMS = new Set(
  'work works working worked showing shown displayed displaying appear appears appearing disappear disappears disappeared missing broken'.split(
    ' ',
  ),
);
/** Stop words that begin identifiers (`addPages`, `getCustomMDXComponent`): still joined with the next words. */
const VERB_PREFIXES = new Set(['add', 'get', 'set']);
/** Chinese question and function words, removed from a run before it is cut into bigrams. */
const ZH_STOP = [
  '放在哪里',
  '放在哪',
  '放哪里',
  '在哪里',
  '放哪',
  '在哪',
  '怎么办',
  '为什么',
  '怎么样',
  '怎么',
  '怎样',
  '如何',
  '什么',
  '哪里',
  '哪些',
  '哪个',
  '是否',
  '能否',
  '能不能',
  '可不可以',
  '请问',
  '一下',
  '我们',
  '我',
  '你',
  '吗',
  '呢',
  '吧',
  '的',
  '了',
];
const ZH_STOP_PATTERN = new RegExp([...ZH_COMPLAINTS, ...ZH_STOP].join('|'), 'g');

/** Terms of a synonym entry or phrase as the index holds them (Latin words whole, Chinese bigrams). */
function entryTerms(entry: string): string[] {
  const terms: string[] = [];
  for (const token of entry.match(new RegExp(`${HAN_RUN.source}|${WORD.source}`, 'gu')) ?? []) {
    if (isHan(token)) terms.push(...(token.length === 1 ? [token] : hanTerms(token).slice(0, -1)));
    else terms.push(wordForms(token).joined || token.toLowerCase());
  }
  return terms;
}

interface SynonymTable {
  /** Lower-cased entries, longest first. */
  entries: string[];
  /** The groups, lower-cased, in the order of the source list (group k's terms are also in `<lang>-s<k>.json`). */
  groups: string[][];
  /** Entry → index of its group (an entry listed in two groups belongs to the last). */
  groupOf: Map<string, number>;
}

/** The distinct index terms of a synonym group's entries: what its group file holds (lib/search/index-files.ts). */
export function synonymGroupTerms(group: string[]): string[] {
  return [...new Set(group.flatMap((entry) => entryTerms(entry.toLowerCase())))];
}

const tables = new WeakMap<string[][], SynonymTable>();

function synonymTable(groups: string[][]): SynonymTable {
  let table = tables.get(groups);
  if (!table) {
    const lower = groups.map((group) => group.map((entry) => entry.toLowerCase()));
    const groupOf = new Map<string, number>();
    lower.forEach((group, index) => group.forEach((entry) => groupOf.set(entry, index)));
    table = { entries: [...groupOf.keys()].sort((a, b) => b.length - a.length), groups: lower, groupOf };
    tables.set(groups, table);
  }
  return table;
}

const isWordChar = (char: string | undefined) => !!char && /[\p{L}\p{N}_]/u.test(char) && !/\p{Script=Han}/u.test(char);

/** Spans of the query that are synonym entries (longest first, not overlapping; Latin entries at word boundaries). */
function findSynonyms(lower: string, table: SynonymTable): { start: number; end: number; entry: string }[] {
  const taken = new Array<boolean>(lower.length).fill(false);
  const spans: { start: number; end: number; entry: string }[] = [];
  for (const entry of table.entries) {
    let from = 0;
    for (;;) {
      const start = lower.indexOf(entry, from);
      if (start === -1) break;
      const end = start + entry.length;
      from = start + 1;
      const latin = !/\p{Script=Han}/u.test(entry[0]);
      if (latin && (isWordChar(lower[start - 1]) || isWordChar(lower[end]))) continue;
      if (taken.slice(start, end).some(Boolean)) continue;
      taken.fill(true, start, end);
      spans.push({ start, end, entry });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Concepts of a stretch of query text without synonyms. */
function plainConcepts(text: string, concepts: Concept[], phrases: string[]) {
  let run: string[] = [];
  const flushRun = () => {
    // Adjacent words may be one identifier typed loosely: `clean urls` also looks for `cleanurls`.
    for (let size = 2; size <= 3; size++) {
      for (let i = 0; i + size <= run.length; i++) {
        concepts.push({
          alts: [{ terms: [run.slice(i, i + size).join('')], weight: 1 }],
          stop: false,
          bonus: true,
          prefix: false,
        });
      }
    }
    run = [];
  };
  for (const token of text.match(new RegExp(`${HAN_RUN.source}|${WORD.source}`, 'gu')) ?? []) {
    if (isHan(token)) {
      flushRun();
      if (token.length >= 3) phrases.push(token);
      const stops = token.match(ZH_STOP_PATTERN) ?? [];
      for (const stop of stops) {
        const complaint = ZH_COMPLAINTS.includes(stop);
        concepts.push({
          alts: [{ terms: entryTerms(stop), weight: 1 }],
          stop: !complaint,
          bonus: complaint,
          prefix: false,
        });
      }
      for (const piece of token.split(ZH_STOP_PATTERN).filter(Boolean)) {
        if (piece.length === 1)
          concepts.push({ alts: [{ terms: [piece], weight: 1 }], stop: false, bonus: false, prefix: true });
        else {
          const bigrams: Concept[] = hanTerms(piece)
            .slice(0, -1)
            .map((bigram) => ({ alts: [{ terms: [bigram], weight: 1 }], stop: false, bonus: false, prefix: false }));
          bigrams.forEach((concept, i) => {
            if (i > 0 && i < bigrams.length - 1) concept.between = [bigrams[i - 1], bigrams[i + 1]];
          });
          concepts.push(...bigrams);
        }
      }
      continue;
    }
    const { whole, joined, segments, parts } = wordForms(token);
    if (parts.length === 0) {
      const stop = EN_STOP.has(whole);
      const symptom = EN_SYMPTOMS.has(whole);
      concepts.push({ alts: [{ terms: [whole], weight: 1 }], stop, bonus: symptom, prefix: false });
      if (symptom || (stop && !VERB_PREFIXES.has(whole))) flushRun();
      else run.push(whole);
      continue;
    }
    flushRun();
    // An identifier: whole or joined first, then its segments (`route.cleanUrls` → route + cleanurls), then its parts.
    const alts: Alternative[] = [{ terms: [whole], weight: 1 }];
    if (joined !== whole) alts.push({ terms: [joined], weight: 1 });
    if (segments.length) alts.push({ terms: segments, weight: 0.9 });
    alts.push({ terms: parts, weight: 0.6 });
    concepts.push({ alts, stop: false, bonus: false, prefix: false });
  }
  flushRun();
}

/** Parses a query (already cut to the maximum length) against the synonym table. */
export function parseQuery(query: string, synonymGroups: string[][] = []): ParsedQuery {
  const text = query.normalize('NFKC');
  const lower = text.toLowerCase();
  const concepts: Concept[] = [];
  const phrases: string[] = [];
  const named: string[] = [];
  const table = synonymTable(synonymGroups);
  let cursor = 0;
  for (const span of findSynonyms(lower, table)) {
    plainConcepts(text.slice(cursor, span.start), concepts, phrases);
    const group = table.groupOf.get(span.entry) as number;
    named.push(...table.groups[group]);
    const literal = entryTerms(span.entry);
    const alts: Alternative[] = [{ terms: literal, weight: 1 }];
    for (const other of table.groups[group]) {
      if (other !== span.entry) alts.push({ terms: entryTerms(other), weight: SYNONYM_WEIGHT });
    }
    concepts.push({
      alts: alts.filter((alt) => alt.terms.length > 0),
      stop: false,
      bonus: false,
      prefix: false,
      group,
    });
    if (/\p{Script=Han}/u.test(span.entry) && span.entry.length >= 3) phrases.push(span.entry);
    cursor = span.end;
  }
  plainConcepts(text.slice(cursor), concepts, phrases);
  // The word being typed (no space after it yet) also matches longer words.
  const last = concepts.filter((concept) => !concept.bonus).at(-1);
  if (last && !/\s$/.test(text) && !last.alts[0].terms.every(isHan)) last.prefix = true;
  const words = lower.match(new RegExp(WORD.source, 'gu')) ?? [];
  if (words.length >= 2) phrases.push(words.join(' '));
  // `what is X`: the sections that define X gain, not required (the words of the question still are).
  const asked = askedTerm(text);
  if (asked) concepts.push({ alts: [{ terms: [asked], weight: 1 }], stop: false, bonus: true, prefix: false });
  return {
    concepts: concepts.filter((concept) => concept.alts.length > 0 && concept.alts[0].terms.length > 0),
    phrases,
    named,
  };
}

export { identifierParts };
