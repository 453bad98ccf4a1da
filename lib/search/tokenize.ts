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
