import fs from 'node:fs';
import path from 'node:path';
import { cacheKey, cached } from './content-cache';
import { getContentRoot, readPages } from './content';
import { analyzeMdx } from './markdown/analyze';
import { keepParsedTree } from './markdown/parsed-trees';
import { renderMarkdownTwin } from './markdown/twin';
import { readGlossary } from './glossary';
import { buildNavigation, type Navigation } from './navigation';
import { normalizePath } from './routes';
import { SITE_ORIGIN } from './site';
import { findUnknownComponents, validateCorpus } from './validate';
import type { AnalysedPage, Locale, Page, PageAnalysis, TocItem } from './types';

/** Everything the build knows about the content: the pages, each with its analysis, and the navigation, checked. */
export interface SiteData {
  pages: AnalysedPage[];
  navigation: Navigation;
  /** The pages by normalized URL path (`/guide/basic/ssg`, `/zh/api`). */
  byPath: Map<string, AnalysedPage>;
  /** Lenient mode only: what is still missing (entries and links without a page). */
  pending: string[];
}

/**
 * In a build, per process rather than per module: Next bundles the page routes and the sitemap route separately, each
 * with its own copy of this module, and both run in the same build worker, which read the corpus twice. In development
 * it stays per module, so an edit to the code under lib/ (which reloads the module) is not served stale data.
 */
type SiteDataCache = Map<string, { data: SiteData; fingerprint: string }>;
const cache: SiteDataCache =
  process.env.NODE_ENV === 'development'
    ? new Map()
    : ((globalThis as { __rspressSiteData?: SiteDataCache }).__rspressSiteData ??= new Map());

/**
 * Analyses a page once per content (disk cache): headings, links, code blocks, sections and its Markdown twin; the tree
 * of that parse is kept for the page's compile (lib/markdown/parsed-trees.ts).
 */
function analyze(page: Page): PageAnalysis {
  const key = cacheKey('analysis', page.file, page.body, JSON.stringify(page.frontmatter), page.url, SITE_ORIGIN);
  try {
    return cached(key, () =>
      analyzeMdx(page.body, {
        renderTwin: (tree) => renderMarkdownTwin(tree, page, SITE_ORIGIN),
        onParsed: (tree) => keepParsedTree(page, tree),
      }),
    );
  } catch (error) {
    const place = (error as { place?: { line?: number; start?: { line: number } } }).place;
    const line = place?.line ?? place?.start?.line;
    const origin = line ? page.origin(line) : { file: `content/${page.file}`, line: 0 };
    throw new Error(`${origin.file}${origin.line ? `:${origin.line}` : ''}: ${(error as Error).message}`);
  }
}

/**
 * The size and modification time of every file under the content root: in development, a change to any `.mdx`,
 * `_meta.json` or `i18n.json` changes it, and the next request reads the content again (a few ms for 100 files).
 */
function fingerprintContent(root: string): string {
  if (process.env.NODE_ENV !== 'development') return '';
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = fs.statSync(full);
        parts.push(`${full}:${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(root);
  return parts.join('\n');
}

/**
 * Every page of `root` with its analysis (from the content cache when unchanged), not validated: for tools that report
 * their own problems, such as the examples check. `fresh` re-reads the files (development).
 */
export function readAnalysedPages(root: string = getContentRoot(), fresh = false): AnalysedPage[] {
  return readPages(root, fresh).map((page) => ({ ...page, analysis: analyze(page) }));
}

/**
 * Reads, analyses and validates the content once per process (per root) and returns it.
 * Every route and generated file asks this, so the corpus is never read twice in one build worker.
 * `lenient` (drafting only: CONTENT_LENIENT=1 or `check:content -- --pending`) reports pages that do not exist yet
 * instead of failing. CI and `npm start` never set it.
 */
export function getSiteData(root: string = getContentRoot(), lenient = process.env.CONTENT_LENIENT === '1'): SiteData {
  const key = `${root}\u0000${lenient}`;
  const fingerprint = fingerprintContent(root);
  const entry = cache.get(key);
  if (entry && entry.fingerprint === fingerprint) return entry.data;
  const pages = readAnalysedPages(root, fingerprint !== '');
  const pending: string[] | undefined = lenient ? [] : undefined;
  const navigation = buildNavigation(pages, root, pending);
  validateCorpus({ pages, publicDir: path.join(process.cwd(), 'public'), glossary: readGlossary(root), pending });
  const byPath = new Map(pages.map((page) => [normalizePath(page.url), page]));
  const data = { pages, navigation, byPath, pending: pending ?? [] };
  cache.set(key, { data, fingerprint });
  return data;
}

/** The pages of one language. */
export function getLocalePages(locale: Locale): AnalysedPage[] {
  return getSiteData().pages.filter((page) => page.locale === locale);
}

/** The page at a route of `locale` (slug without the language prefix), or undefined. */
export function findPage(locale: Locale, slug: readonly string[]): AnalysedPage | undefined {
  return getLocalePages(locale).find((page) => page.slug.join('/') === slug.join('/'));
}

/** The outline of a page: its h2 and h3 headings, with the ids the rendered headings carry. */
export function getToc(page: AnalysedPage): TocItem[] {
  return page.analysis.headings
    .filter((heading) => heading.depth === 2 || heading.depth === 3)
    .map(({ id, text, depth }) => ({ id, text, depth }));
}

/**
 * Fails with every use of an unregistered component in `pages` (file:line and the registered names). Called with the
 * keys of the MDX component map by the page route and by `check:content`, so the map itself is the list of what pages
 * may use.
 */
export function assertKnownComponents(
  registered: readonly string[],
  pages: readonly AnalysedPage[] = getSiteData().pages,
): void {
  const problems = findUnknownComponents(pages, registered);
  if (problems.length)
    throw new Error(
      `Content check failed (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n  ${problems.join('\n  ')}`,
    );
}
