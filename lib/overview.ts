import { findSidebar, flattenSidebar } from './navigation';
import { normalizePath } from './routes';
import type { SiteData } from './site-data';
import type { Page, SidebarNode } from './types';

export interface OverviewItem {
  text: string;
  link: string;
  headers: { id: string; text: string }[];
}

export interface OverviewGroup {
  name: string;
  items: OverviewItem[];
}

/**
 * The groups an overview page lists (`overview: true`): one per sidebar group of its section, a page outside any group
 * as its own group; each page with its headings at the `overviewHeaders` depths (default h2).
 */
export function buildOverviewGroups(data: SiteData, overviewPage: Page): OverviewGroup[] {
  const depths = overviewPage.frontmatter.overviewHeaders ?? [2];
  const self = normalizePath(overviewPage.url);
  const toItem = (link: string, text: string): OverviewItem => {
    const page = data.byPath.get(normalizePath(link));
    const analysis = page?.analysis;
    const pageDepths = page?.frontmatter.overviewHeaders ?? depths;
    const headers = (analysis?.headings ?? [])
      .filter((heading) => pageDepths.includes(heading.depth))
      .map(({ id, text: headingText }) => ({ id, text: headingText }));
    return { text, link, headers };
  };
  const groups: OverviewGroup[] = [];
  for (const node of findSidebar(data.navigation, overviewPage.url) as SidebarNode[]) {
    if (node.kind === 'group') {
      const items = flattenSidebar(node.items).filter((link) => normalizePath(link.link) !== self);
      if (items.length) groups.push({ name: node.text, items: items.map((link) => toItem(link.link, link.text)) });
    } else if (node.kind === 'page' && normalizePath(node.link) !== self) {
      groups.push({ name: node.text, items: [toItem(node.link, node.text)] });
    }
  }
  return groups;
}
