import { findSidebar } from '../navigation';
import type { SiteData } from '../site-data';
import type { Locale, Page, SidebarNode } from '../types';
import type { SearchIndexData } from './types';

/**
 * Body text kept per record, in width units (a Han character counts three: it carries about as much as a short Latin
 * word and compresses far less). The opening of a section is what readers search for; the budget is the index size
 * (≤ 60 KB gzip per language).
 */
const CONTENT_WIDTH = 180;
const HAN_WIDTH = 3;

function trimText(text: string): string {
  let width = 0;
  let end = 0;
  for (const char of text) {
    width += /\p{Script=Han}/u.test(char) ? HAN_WIDTH : 1;
    if (width > CONTENT_WIDTH) break;
    end += char.length;
  }
  if (end >= text.length) return text;
  const cut = text.slice(0, end);
  const lastBreak = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('。'), cut.lastIndexOf('，'), cut.lastIndexOf('、'));
  return `${cut.slice(0, lastBreak > end * 0.6 ? lastBreak : end).trim()}…`;
}

/** The sidebar group a page sits in (DocSearch's lvl0, by which results are grouped), else the section's first group. */
function groupOf(nodes: SidebarNode[], url: string, fallback: string): string {
  for (const node of nodes) {
    if (node.kind !== 'group') continue;
    const inGroup = (items: SidebarNode[]): boolean =>
      items.some((item) => (item.kind === 'page' && item.link === url) || (item.kind === 'group' && (item.link === url || inGroup(item.items))));
    if (node.link === url || inGroup(node.items)) return node.text;
  }
  return fallback;
}

function pageGroup(data: SiteData, page: Page): string {
  const section = data.navigation.navbar[page.locale].find((item) => item.activeMatch && page.url.startsWith(item.activeMatch));
  return groupOf(findSidebar(data.navigation, page.url), page.url, section?.text ?? page.frontmatter.title);
}

/** Builds the compact search index of one language from the analysed content (the same MDX the pages render). */
export function buildSearchIndex(data: SiteData, locale: Locale): SearchIndexData {
  const index: SearchIndexData = { lang: locale, pages: [], records: [] };
  for (const page of data.pages) {
    if (page.locale !== locale || page.frontmatter.pageType === 'home') continue;
    const analysis = data.analyses.get(page.file);
    if (!analysis) continue;
    const p = index.pages.push([pageGroup(data, page), page.frontmatter.title, page.url]) - 1;
    index.records.push([p, '', 1, [], page.frontmatter.description ?? '']);
    const path: string[] = [];
    for (const section of analysis.sections) {
      if (!section.heading) {
        if (section.text) index.records.push([p, '', 0, [], trimText(section.text)]);
        continue;
      }
      const level = Math.min(section.heading.depth, 6);
      path.length = Math.max(0, level - 2);
      path[level - 2] = section.heading.text;
      const headings = [...path].map((text) => text ?? '');
      index.records.push([p, section.heading.id, level, headings, '']);
      if (section.text) index.records.push([p, section.heading.id, 0, headings, trimText(section.text)]);
    }
  }
  return index;
}
