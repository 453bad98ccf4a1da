import { joinKey } from './tokenize';

/**
 * "What is X" questions and the sentences that answer them. A block that opens by defining something (`Rspress is a
 * static site generator…`, `插件是一个普通对象…`) is indexed under one extra term for its subject, and a query asking
 * what X is (`what is rspress`, `什么是插件`, `rspress 是什么`) adds that term as a bonus: the section that says what X is
 * ranks above the many that merely mention X (every `@rspress/plugin-*` title holds `rspress`).
 */

/** Marks definition terms in the index: no word or bigram starts with it. */
const DEFINES = '=';

/**
 * The index term of a defined subject, in letters and digits only (`Global UI component` and `global ui component`
 * are one subject); empty when the subject has none.
 */
export function definitionTerm(subject: string): string {
  const key = joinKey(subject);
  return key ? DEFINES + key : '';
}

/**
 * `X is a…` / `An X is the…` (X up to four words). Not `The X is…` or `This X is…`: those speak of one X in context
 * (`The plugin is a global UI component`), and stay under a subject no question names.
 */
const EN_DEFINITION =
  /^(?:(?:a|an)\s+)?([\p{L}@][\p{L}\p{N}@/._-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}._-]*){0,3}?)\s+(?:is|are)\s+(?:a|an|the|one)\s/iu;
/** `X 是一个…` / `X 就是一种…` / `X 是基于…` (X a short run before the verb, no punctuation). */
const ZH_DEFINITION = /^([^，。：；、,.:;\s](?:[^，。：；、,.:;]{0,11}?))\s*就?是(?:一个|一种|一款|一套|一组|基于)/u;

/** The definition term of a block that opens by defining its subject, if it does. */
export function definedTerm(block: string): string {
  const match = EN_DEFINITION.exec(block) ?? ZH_DEFINITION.exec(block);
  return match ? definitionTerm(match[1]) : '';
}

const ASKS = [
  /^(?:what\s+(?:is|are)|whats|what's)\s+(?:(?:a|an|the)\s+)?(.+?)\s*\??$/iu,
  /^(?:define|definition of|meaning of)\s+(?:(?:a|an|the)\s+)?(.+?)\s*\??$/iu,
  /^(?:什么是|什么叫|何为|何谓)\s*(.+?)\s*[?？]?$/u,
  /^(.+?)\s*(?:是什么|是啥|指什么|是指什么)(?:东西|意思)?\s*[?？]?$/u,
];

/**
 * The definition term a query asks for (`what is rspress` → the term of `rspress`), or '' when it asks no such thing:
 * a subject of at most four words, as definitions are indexed (`what are the options of the rss plugin` asks more).
 */
export function askedTerm(query: string): string {
  const text = query.trim();
  for (const pattern of ASKS) {
    const subject = pattern.exec(text)?.[1];
    if (subject) return subject.split(/\s+/).length <= 4 ? definitionTerm(subject) : '';
  }
  return '';
}
