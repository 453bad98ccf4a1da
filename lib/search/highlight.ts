/**
 * Highlighting and snippets for the built-in search. Text is HTML-escaped first and only then wrapped in <mark>, so a
 * page that shows `<script>` renders it as text and no query can inject markup.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes the five HTML-significant characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Escapes regex syntax; only characters that are valid escapes in unicode mode (`-` and `/` are not). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The [start, end) ranges of `text` that match a term (word starts for Latin terms, anywhere for Han characters). */
let cached: { key: string; pattern: RegExp | undefined } = { key: '', pattern: undefined };

/** One regular expression for all terms, built once per distinct term list (a query renders many fields). */
function matcherFor(terms: string[]): RegExp | undefined {
  const key = terms.join('\u0000');
  if (cached.key !== key) {
    const usable = terms.filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
    const source = usable.map((term) =>
      /^\p{Script=Han}/u.test(term) ? escapeRegExp(term) : `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`,
    );
    cached = { key, pattern: usable.length ? new RegExp(source.join('|'), 'giu') : undefined };
  }
  return cached.pattern;
}

export function findMatches(text: string, terms: string[]): [number, number][] {
  const pattern = matcherFor(terms);
  if (!pattern) return [];
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    const start = match.index ?? 0;
    // Extend a prefix match to the end of the word, so "conf" marks all of "config".
    let end = start + match[0].length;
    while (end < text.length && /[\p{L}\p{N}_]/u.test(text[end]) && !/\p{Script=Han}/u.test(text[end])) end++;
    const last = ranges[ranges.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/** Escaped text with <mark>…</mark> around every match. */
export function highlight(text: string, terms: string[], pre = '<mark>', post = '</mark>'): string {
  let out = '';
  let cursor = 0;
  for (const [start, end] of findMatches(text, terms)) {
    out += escapeHtml(text.slice(cursor, start)) + pre + escapeHtml(text.slice(start, end)) + post;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor));
}

/**
 * Word boundaries (start offsets of words): Latin words at spaces, Han text one word per two characters (about a
 * Chinese word). A regular expression, not Intl.Segmenter: segmenting costs milliseconds per query on a phone.
 */
function wordStarts(text: string): number[] {
  return [...text.matchAll(/\p{Script=Han}{1,2}|[^\s\p{Script=Han}]+/gu)].map((match) => match.index ?? 0);
}

/**
 * A window of `words` words around the first match, highlighted and with `ellipsis` where text was cut.
 * @example snippet('one two three four five six', ['five'], 3) === '…four <mark>five</mark> six'
 */
export function snippet(
  text: string,
  terms: string[],
  words: number,
  ellipsis = '…',
  pre = '<mark>',
  post = '</mark>',
): string {
  // Short texts (headings, titles) cannot exceed the window: skip segmentation.
  if (text.length <= words * 2) return highlight(text, terms, pre, post);
  // Long blocks: segment only a window around the first match (segmenting a whole table costs milliseconds).
  const at = findMatches(text, terms)[0]?.[0] ?? 0;
  const windowStart = Math.max(0, at - words * 12);
  const windowEnd = Math.min(text.length, at + words * 24);
  if (windowStart > 0 || windowEnd < text.length) {
    const inner = snippet(text.slice(windowStart, windowEnd), terms, words, ellipsis, pre, post);
    const open = windowStart > 0 && !inner.startsWith(ellipsis) ? ellipsis : '';
    const close = windowEnd < text.length && !inner.endsWith(ellipsis) ? ellipsis : '';
    return `${open}${inner}${close}`;
  }
  const starts = wordStarts(text);
  if (starts.length <= words) return highlight(text, terms, pre, post);
  const first = findMatches(text, terms)[0]?.[0] ?? 0;
  let index = starts.findIndex((start, i) => start <= first && (starts[i + 1] ?? Infinity) > first);
  if (index === -1) index = 0;
  const from = Math.max(0, Math.min(index - Math.floor(words / 3), starts.length - words));
  const begin = from === 0 ? 0 : starts[from];
  const end = from + words >= starts.length ? text.length : starts[from + words];
  const body = text.slice(begin, end).trim();
  return `${begin > 0 ? ellipsis : ''}${highlight(body, terms, pre, post)}${end < text.length ? ellipsis : ''}`;
}
