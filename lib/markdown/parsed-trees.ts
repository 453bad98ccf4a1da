import type { Root } from 'mdast';
import type { Page } from '../types';

/**
 * Trees parsed for pages' analyses (lib/site-data.ts), each kept until its page is compiled, so a page is parsed once
 * per change: analysis, twin and compile share the parse. One entry per page (a newer parse replaces it); per process
 * in a build, where the page routes and the sitemap route are separate bundles (either may analyse first) but run in
 * one worker.
 */
type ParsedTrees = Map<string, { body: string; tree: Root }>;
const parsedTrees: ParsedTrees = ((globalThis as { __rspressParsedTrees?: ParsedTrees }).__rspressParsedTrees ??=
  new Map());

/**
 * Keeps the tree parsed from `page`'s body (by `parseMdx`, heading ids set) for the page's compile, which rewrites it:
 * the analysis and the twin only read it (they run before the compile, in the same process).
 */
export function keepParsedTree(page: Page, tree: Root): void {
  parsedTrees.set(page.file, { body: page.body, tree });
}

/** The tree kept for `page`, if its body is unchanged since; taken, so each tree serves one compile. */
export function takeParsedTree(page: Page): Root | undefined {
  const entry = parsedTrees.get(page.file);
  parsedTrees.delete(page.file);
  return entry?.body === page.body ? entry.tree : undefined;
}
