import path from 'node:path';
import { getContentRoot, readPages } from './content';
import { analyzeMdx } from './markdown/analyze';
import { readGlossary } from './glossary';
import { buildNavigation, type Navigation } from './navigation';
import { normalizePath } from './routes';
import { validateCorpus } from './validate';
import type { Locale, Page, PageAnalysis } from './types';

/** Everything the build knows about the content: pages, their analysis and the navigation, checked. */
export interface SiteData {
  pages: Page[];
  analyses: Map<string, PageAnalysis>;
  navigation: Navigation;
  byPath: Map<string, Page>;
  /** Lenient mode only: what is still missing (entries and links without a page). */
  pending: string[];
}

const cache = new Map<string, SiteData>();

function analyze(page: Page): PageAnalysis {
  try {
    return analyzeMdx(page.body);
  } catch (error) {
    const place = (error as { place?: { line?: number; start?: { line: number } } }).place;
    const line = place?.line ?? place?.start?.line;
    const origin = line ? page.origin(line) : { file: `content/${page.file}`, line: 0 };
    throw new Error(`${origin.file}${origin.line ? `:${origin.line}` : ''}: MDX syntax error: ${(error as Error).message}`);
  }
}

/**
 * Reads, analyses and validates the content once per process (per root) and returns it.
 * Every route and generated file asks this, so the corpus is never read twice in one build worker.
 * `lenient` (drafting only: CONTENT_LENIENT=1 or `check:content -- --pending`) reports pages that do not exist yet
 * instead of failing. CI and `npm start` never set it.
 */
export function getSiteData(root: string = getContentRoot(), lenient = process.env.CONTENT_LENIENT === '1'): SiteData {
  const key = `${root}\u0000${lenient}`;
  let data = cache.get(key);
  if (!data) {
    const pages = readPages(root);
    const analyses = new Map(pages.map((page) => [page.file, analyze(page)]));
    const pending: string[] | undefined = lenient ? [] : undefined;
    const navigation = buildNavigation(pages, root, pending);
    validateCorpus({ pages, analyses, publicDir: path.join(process.cwd(), 'public'), glossary: readGlossary(root), pending });
    const byPath = new Map(pages.map((page) => [normalizePath(page.url), page]));
    data = { pages, analyses, navigation, byPath, pending: pending ?? [] };
    cache.set(key, data);
  }
  return data;
}

/** The pages of one language. */
export function getLocalePages(locale: Locale): Page[] {
  return getSiteData().pages.filter((page) => page.locale === locale);
}

/** The page at a route of `locale` (slug without the language prefix), or undefined. */
export function findPage(locale: Locale, slug: readonly string[]): Page | undefined {
  return getLocalePages(locale).find((page) => page.slug.join('/') === slug.join('/'));
}

/** The analysis of a page (headings, links, text sections). */
export function getAnalysis(page: Page): PageAnalysis {
  const analysis = getSiteData().analyses.get(page.file);
  if (!analysis) throw new Error(`content/${page.file}: not analysed`);
  return analysis;
}
