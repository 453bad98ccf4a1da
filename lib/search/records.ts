import { z } from 'zod';
import { readContentJson } from '../content';
import { cached, cacheKey, sourcesVersion } from '../content-cache';
import { findSidebar } from '../navigation';
import type { SiteData } from '../site-data';
import type { Locale, Page, SidebarNode } from '../types';
import { codeIdentifiers } from './tokenize';
import { buildIndexFiles } from './index-files';
import type { SearchPage, SearchSection } from './types';

/** The sidebar group a page sits in (DocSearch's lvl0, by which results are grouped), else the section's first group. */
function groupOf(nodes: SidebarNode[], url: string, fallback: string): string {
  for (const node of nodes) {
    if (node.kind !== 'group') continue;
    const inGroup = (items: SidebarNode[]): boolean =>
      items.some(
        (item) =>
          (item.kind === 'page' && item.link === url) ||
          (item.kind === 'group' && (item.link === url || inGroup(item.items))),
      );
    if (node.link === url || inGroup(node.items)) return node.text;
  }
  return fallback;
}

function pageGroup(data: SiteData, page: Page): string {
  const section = data.navigation.navbar[page.locale].find(
    (item) => item.activeMatch && page.url.startsWith(item.activeMatch),
  );
  return groupOf(findSidebar(data.navigation, page.url), page.url, section?.text ?? page.frontmatter.title);
}

/**
 * The searchable text of one language, page by page and section by section, in full (every block of every section,
 * and the identifiers of its code), from the same MDX the pages render.
 */
export function buildSearchPages(data: SiteData, locale: Locale): SearchPage[] {
  const pages: SearchPage[] = [];
  for (const page of data.pages) {
    if (page.locale !== locale || page.frontmatter.pageType === 'home') continue;
    const { analysis } = page;
    const top: SearchSection = {
      anchor: '',
      level: 1,
      headings: [],
      blocks: page.frontmatter.description ? [page.frontmatter.description] : [],
    };
    const sections: SearchSection[] = [top];
    const path: string[] = [];
    for (const section of analysis.sections) {
      const code = section.code ? codeIdentifiers(section.code) : [];
      let target = top;
      if (section.heading) {
        const level = Math.min(Math.max(section.heading.depth, 2), 6);
        path.length = Math.max(0, level - 2);
        path[level - 2] = section.heading.text;
        target = { anchor: section.heading.id, level, headings: [...path].map((text) => text ?? ''), blocks: [] };
        sections.push(target);
      }
      target.blocks.push(...section.blocks);
      if (code.length) target.code = [...new Set([...(target.code ?? []), ...code])];
    }
    pages.push({ group: pageGroup(data, page), title: page.frontmatter.title, url: page.url, sections });
  }
  return pages;
}

/** The synonym table (content/search-synonyms.json), reviewed like content. */
export function readSynonyms(root?: string): string[][] {
  const schema = z.object({ groups: z.array(z.array(z.string().min(1)).min(2)) }).loose();
  return readContentJson('search-synonyms.json', schema, root)?.groups ?? [];
}

const built = new WeakMap<SiteData, Map<Locale, Map<string, unknown>>>();

/** Every index file of one language by name, built once per site data (the route asks for them one by one). */
export function buildSearchFiles(data: SiteData, locale: Locale, root?: string): Map<string, unknown> {
  let byLocale = built.get(data);
  if (!byLocale) built.set(data, (byLocale = new Map()));
  let files = byLocale.get(locale);
  if (!files) {
    const pages = buildSearchPages(data, locale);
    const synonyms = readSynonyms(root);
    // Building the index (tokenising every block of every page) is the costliest step of the build's page data; it
    // is cached on disk by what it reads and by the search code, so a build with unchanged content skips it.
    const key = cacheKey('search', locale, sourcesVersion(['lib/search']), JSON.stringify([pages, synonyms]));
    const entries = cached(key, () => [...buildIndexFiles(locale, pages, synonyms)]);
    byLocale.set(locale, (files = new Map(entries)));
  }
  return files;
}
