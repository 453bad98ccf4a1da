/**
 * Terms of the built-in search, shared by the index and the query side.
 *
 * Latin text: lower-cased words with identifier characters kept. An identifier (`route.cleanUrls`, `clean-urls`,
 * `check_dead_links`, `usePageData`) also yields its parts (`clean`, `urls`), its joined form (`cleanurls`) and, for
 * dotted or slashed paths, each segment (`route`, `cleanurls`): however a reader types it, the terms meet.
 * Chinese text: character bigrams (`静态站点` → 静态, 态站, 站点) so words match as words, plus the last character of
 * each run on its own; a one-character query matches every bigram that starts with it and those last characters.
 */

const HAN = /\p{Script=Han}/u;
export const HAN_RUN = /\p{Script=Han}+/gu;
export const WORD = /[\p{L}\p{N}_$][\p{L}\p{N}_$.\-/@]*[\p{L}\p{N}_$]|[\p{L}\p{N}_$]/gu;

/** True when the text is made of Han characters only. */
export function isHan(text: string): boolean {
  return text.length > 0 && [...text].every((char) => HAN.test(char));
}

/** Lower-cased parts of an identifier, split at separators and case changes (`usePageData` → use, page, data). */
export function identifierParts(word: string): string[] {
  return word
    .split(/[._\-/@$]+/)
    .flatMap((part) =>
      part
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .split(' '),
    )
    .filter(Boolean)
    .map((part) => part.toLowerCase());
}

/** The forms of one Latin word, most exact first: [whole, joined, ...segments] and its parts (empty for plain words). */
export function wordForms(word: string): { whole: string; joined: string; segments: string[]; parts: string[] } {
  const whole = word.toLowerCase();
  const parts = identifierParts(word);
  const joined = parts.join('');
  const segments = /[./]/.test(word)
    ? word
        .split(/[./]+/)
        .filter(Boolean)
        .map((segment) => identifierParts(segment).join(''))
    : [];
  return { whole, joined, segments: segments.length > 1 ? segments : [], parts: parts.length > 1 ? parts : [] };
}

/** Forms whose meaning is not their base word's: a heading is not a head, file-based routing is not a base path. */
const NOT_INFLECTED = new Set(['heading', 'headings', 'based']);
const HAS_VOWEL = /[aeiouy]/;

/**
 * The base forms an English word may be an inflection of, so `highlighting`, `highlights` and `highlight`, or
 * `requires` and `requirements`, meet: plurals (`-s`, `-es`, `-ies`), `-ing`, `-ed` (with a doubled consonant undone
 * and a dropped `e` restored: `using` → us, use) and `-ment(s)` after a stem of six letters or more (`replacement`, not
 * `comment`). Two words are forms of one another when their keys share one. A light, rule-based stemmer on purpose:
 * Porter's also joins `general` and `generate`, or `news` and `new`.
 */
export function inflectionKeys(word: string): string[] {
  let base = word;
  if (base.length > 4 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 3 && /(ch|sh|x|z|ss)es$/.test(base)) base = base.slice(0, -2);
  else if (base.length > 3 && /[^sui]s$/.test(base)) base = base.slice(0, -1);
  if (NOT_INFLECTED.has(word)) return [base];
  const ment = /^(.{6,})ment$/.exec(base);
  if (ment) return [ment[1], `${ment[1]}e`];
  const suffix = /^(.{2,}?)(ing|ed)$/.exec(base);
  if (!suffix || !HAS_VOWEL.test(suffix[1])) return [base];
  const stem = /([^aeiouslz])\1$/.test(suffix[1]) ? suffix[1].slice(0, -1) : suffix[1];
  return [stem, `${stem}e`];
}

/** The start every word with one of these inflection keys shares (`query`, `queries` → `quer`). */
export function inflectionPrefix(keys: string[]): string {
  const shortest = keys.reduce((a, b) => (b.length < a.length ? b : a));
  return shortest.replace(/[ye]$/, '');
}

/** Letters and digits only, lower-cased: the form in which every casing style of an identifier is the same. */
export const joinKey = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Every index term of a Latin word (whole, joined, segments, parts), distinct. */
export function latinTerms(word: string): string[] {
  const { whole, joined, segments, parts } = wordForms(word);
  return [...new Set([whole, joined, ...segments, ...parts].filter(Boolean))];
}

/** Index terms of a run of Han characters: its bigrams and its last character. */
export function hanTerms(run: string): string[] {
  const chars = [...run];
  const terms: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) terms.push(chars[i] + chars[i + 1]);
  terms.push(chars[chars.length - 1]);
  return terms;
}

/** The index terms of a text, in order, duplicates kept (their count is the term frequency). */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const run of text.match(HAN_RUN) ?? []) tokens.push(...hanTerms(run));
  for (const word of text.replace(HAN_RUN, ' ').match(WORD) ?? []) tokens.push(...latinTerms(word));
  return tokens;
}

/** Words of code that are not names a reader searches for. */
const CODE_NOISE = new Set(
  'const let var import export from default return function async await new true false null undefined this type interface extends class if else for of in as typeof void string number boolean any unknown never object'.split(
    ' ',
  ),
);

/** Identifiers inside code (option names, hooks, components, package names), each once. */
export function codeIdentifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/@?[A-Za-z_$][\w$]*(?:[.\-/][A-Za-z_$][\w$]*)*/g)) {
    const word = match[0].replace(/^[.\-/]+|[.\-/]+$/g, '');
    if (word.length < 3 || CODE_NOISE.has(word)) continue;
    found.add(word);
  }
  return [...found];
}
