/**
 * Tokenizer shared by the index and the query side of the built-in search.
 * Latin text: lower-cased words with identifier characters kept (`_meta.json`, `route.exclude`, `usePageData`), plus
 * their parts (`_meta`, `json`, `use`, `page`, `data`) so both the exact identifier and its pieces match.
 * Chinese text: every Han character on its own (so a word is found anywhere in a sentence, whatever the segmentation).
 */

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD = /[\p{L}\p{N}_$][\p{L}\p{N}_$.\-/@]*[\p{L}\p{N}_$]|[\p{L}\p{N}_$]/gu;

/** True when the token is a single Han character. */
export function isHanToken(token: string): boolean {
  return token.length === 1 && HAN.test(token);
}

function splitIdentifier(word: string): string[] {
  const parts = word
    .split(/[.\-/@]+/)
    .flatMap((part) => part.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2').split(' '))
    .filter(Boolean);
  return parts.length > 1 ? parts : [];
}

/** The search terms of a text (index and query alike), lower-cased, duplicates kept in order. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const han of text.match(HAN_RUN) ?? []) tokens.push(...han);
  const latin = text.replace(HAN_RUN, ' ');
  for (const word of latin.match(WORD) ?? []) {
    tokens.push(word.toLowerCase());
    for (const part of splitIdentifier(word)) tokens.push(part.toLowerCase());
  }
  return tokens;
}

/** The distinct terms a query searches for (at most `limit`, so pasted essays cannot stall the browser). */
export function queryTerms(query: string, limit = 24): string[] {
  return [...new Set(tokenize(query))].slice(0, limit);
}
