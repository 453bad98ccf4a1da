import { definedTerm } from './definitions';
import { synonymGroupTerms } from './query';
import { HAN_RUN, WORD, latinTerms, tokenize, wordForms } from './tokenize';

/** The words of a text as written (lower-cased), so a part that is also a word of its own keeps its weight. */
const latinWholes = (text: string) =>
  new Set((text.replace(HAN_RUN, ' ').match(WORD) ?? []).map((word) => word.toLowerCase()));
import type { SearchMeta, SearchPage, SearchSection, TermShard } from './types';

/**
 * Field weights: a page title beats a heading, which beats the page description, body text and code names. The page
 * title and headings above a section (its context) weigh twice a body word: `Code blocks > Language and title` answers
 * `code block title` (at 1, plugin headings holding `code block` ranked first; probe set MRR en 0.465 → 0.480).
 */
const WEIGHT = { title: 10, heading: 6, description: 2.5, context: 2, body: 1, code: 0.8 };
/** BM25 saturation and length normalisation of body text (long tables should not match everything best). */
const K1 = 1.2;
const B = 0.5;
/**
 * Raw JSON bytes per term shard (about 3–4 KB gzip). A Chinese query with synonyms needs a dozen scattered terms, each in
 * its own shard: small shards keep its first use under 100 KB gzip (16 KB shards took 125 KB).
 */
const SHARD_BYTES = 6_000;
/**
 * Raw JSON bytes per chunk of page text (about 2–3 KB gzip): a query fetches the chunks of its candidates only, and
 * neighbouring sections of one page usually share a chunk (fewer requests than 3 KB chunks).
 */
const CHUNK_BYTES = 6_000;
/** Weights are stored as integers 1–255 in units of 1/QUANT. */
export const QUANT = 8;

function counts(terms: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const term of terms) map.set(term, (map.get(term) ?? 0) + 1);
  return map;
}

const saturate = (tf: number) => (tf > 0 ? 1 + Math.log(tf) : 0);

/** Term → weight of one section. */
function sectionTerms(page: SearchPage, section: SearchSection, avgLength: number): Map<string, number> {
  const isTop = section.level === 1;
  const own = isTop ? page.title : (section.headings[section.headings.length - 1] ?? '');
  const context = isTop ? [] : [page.title, ...section.headings.slice(0, -1)];
  const body = tokenize(section.blocks.join('\n'));
  const code = counts((section.code ?? []).flatMap(latinTerms));
  const bodyCounts = counts(body);
  const norm = 1 - B + (B * body.length) / avgLength;
  const weights = new Map<string, number>();
  const add = (term: string, weight: number) => weights.set(term, (weights.get(term) ?? 0) + weight);
  // A part of an identifier heading (`output` of `outputDir`) weighs half: the heading names the identifier, not the word.
  // So does a segment before the last (`languageParity` of `languageParity.enabled`): the heading names a sub-option.
  const ownWeight = isTop ? WEIGHT.title : WEIGHT.heading;
  const ownWholes = latinWholes(own);
  const ownParts = new Set(
    (own.replace(HAN_RUN, ' ').match(WORD) ?? [])
      .flatMap((word) => {
        const { parts, segments } = wordForms(word);
        return [...parts, ...segments.slice(0, -1)];
      })
      .filter((part) => !ownWholes.has(part)),
  );
  for (const [term, tf] of counts(tokenize(own))) add(term, ownWeight * saturate(tf) * (ownParts.has(term) ? 0.5 : 1));
  for (const [term, tf] of counts(context.flatMap(tokenize))) add(term, WEIGHT.context * saturate(tf));
  for (const [term, tf] of bodyCounts) add(term, (WEIGHT.body * (tf * (K1 + 1))) / (tf + K1 * norm));
  // The description is the first block of the page's own section: it counts again, as a summary of the page.
  if (isTop && section.blocks[0])
    for (const [term, tf] of counts(tokenize(section.blocks[0]))) add(term, (WEIGHT.description - 1) * saturate(tf));
  for (const [term, tf] of code) add(term, WEIGHT.code * saturate(tf));
  // A block that says what something is answers `what is …` as a title would (lib/search/definitions.ts).
  for (const term of new Set(section.blocks.map(definedTerm).filter(Boolean))) add(term, WEIGHT.title);
  return weights;
}

/** The files of one language's index, by name (`en.json`, `en-t3.json`, `en-p12.json`…). */
export function buildIndexFiles(lang: string, pages: SearchPage[], synonyms: string[][] = []): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const groups: string[] = [];
  const meta: SearchMeta = {
    v: 2,
    lang,
    docs: 0,
    starts: [],
    pageGroups: [],
    groups,
    chunks: [],
    chunkPages: [],
    shards: [],
    synonyms,
  };
  const lengths = pages.flatMap((page) => page.sections.map((section) => tokenize(section.blocks.join('\n')).length));
  const avgLength = Math.max(1, lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length));
  const postings = new Map<string, number[]>();
  let doc = 0;
  pages.forEach((page, p) => {
    meta.starts.push(doc);
    let group = groups.indexOf(page.group);
    if (group === -1) group = groups.push(page.group) - 1;
    meta.pageGroups.push(group);
    let chunk: SearchPage | undefined;
    let chunkBytes = 0;
    for (const section of page.sections) {
      const size = JSON.stringify(section).length;
      if (!chunk || chunkBytes + size > CHUNK_BYTES) {
        chunk = { group: page.group, title: page.title, url: page.url, sections: [] };
        files.set(`${lang}-c${meta.chunks.length}.json`, chunk);
        meta.chunks.push(doc);
        meta.chunkPages.push(p);
        chunkBytes = 0;
      }
      chunk.sections.push(section);
      chunkBytes += size;
      for (const [term, weight] of sectionTerms(page, section, avgLength)) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(doc, Math.max(1, Math.min(255, Math.round(weight * QUANT))));
      }
      doc++;
    }
  });
  meta.docs = doc;
  const terms = [...postings.keys()].sort();
  let shard: TermShard = { terms: [], postings: [] };
  let bytes = 0;
  const flush = () => {
    if (!shard.terms.length) return;
    files.set(`${lang}-t${meta.shards.length}.json`, shard);
    meta.shards.push(shard.terms[0]);
    shard = { terms: [], postings: [] };
    bytes = 0;
  };
  const encode = (list: number[]) => {
    const encoded: number[] = [];
    let previous = 0;
    for (let i = 0; i < list.length; i += 2) {
      encoded.push(list[i] - previous, list[i + 1]);
      previous = list[i];
    }
    return encoded;
  };
  for (const term of terms) {
    const encoded = encode(postings.get(term) as number[]);
    const size = term.length + 4 + encoded.length * 3;
    if (bytes > 0 && bytes + size > SHARD_BYTES) flush();
    shard.terms.push(term);
    shard.postings.push(encoded);
    bytes += size;
  }
  flush();
  // Each synonym group's terms again, in one file: a query naming the group fetches it instead of a shard per term
  // (夜间模式 and its eleven synonyms needed 11 shards).
  synonyms.forEach((group, g) => {
    const own = synonymGroupTerms(group)
      .filter((term) => postings.has(term))
      .sort();
    files.set(`${lang}-s${g}.json`, {
      terms: own,
      postings: own.map((term) => encode(postings.get(term) as number[])),
    });
  });
  files.set(`${lang}.json`, meta);
  return files;
}
