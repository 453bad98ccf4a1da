import { findSidebar, walkSidebar } from './navigation';
import { normalizePath, toMarkdownUrl } from './routes';
import { getLocaleConfig, SITE, SITE_ORIGIN } from './site';
import type { SiteData } from './site-data';
import type { AnalysedPage, Locale, SidebarNode } from './types';

/** A file the build writes next to the pages (path relative to out/). */
export interface EmittedFile {
  path: string;
  content: string;
}

/** The pages of a language that get a Markdown twin: every page but the home page. */
function twinPages(data: SiteData, locale: Locale): AnalysedPage[] {
  return data.pages.filter((page) => page.locale === locale && page.frontmatter.pageType !== 'home');
}

/** Sidebar order: `### Group` lines and the pages under them. */
function outline(nodes: SidebarNode[], data: SiteData, origin: string, seen: Set<string>): string[] {
  const lines: string[] = [];
  walkSidebar(nodes, (node) => {
    if (node.kind === 'group') lines.push('', `### ${node.text}`, '');
    if (node.kind !== 'page') return;
    const page = data.byPath.get(normalizePath(node.link));
    if (!page || seen.has(page.file)) return;
    seen.add(page.file);
    const description = page.frontmatter.description ? `: ${page.frontmatter.description}` : '';
    lines.push(`- [${page.frontmatter.title}](${origin}${page.url})${description}`);
  });
  return lines;
}

/**
 * The files for readers beyond the browser, per language: `llms.txt` (every page by section, in sidebar order),
 * `llms-full.txt` (all twins) and one Markdown twin per page.
 */
export function buildLlmsFiles(data: SiteData, locale: Locale): EmittedFile[] {
  // The twins were rendered during analysis (same parse as the checks, cached on disk), with SITE_ORIGIN links.
  const origin = SITE_ORIGIN;
  const prefix = locale === 'en' ? '' : `${locale}/`;
  const twins = new Map(twinPages(data, locale).map((page) => [page.file, page.analysis.twin ?? '']));
  const seen = new Set<string>();
  const sections = data.navigation.navbar[locale].flatMap((item) => [
    '',
    `## ${item.text}`,
    ...outline(findSidebar(data.navigation, item.link), data, origin, seen),
  ]);
  const config = getLocaleConfig(locale);
  const intro =
    locale === 'en'
      ? 'Every page below also exists as Markdown: add `.md` to its URL.'
      : '下列每个页面都有 Markdown 版本：在 URL 后加上 `.md` 即可。';
  const llms = [`# ${SITE.title}`, '', `> ${config.description}`, '', intro, ...sections, ''].join('\n');
  const ordered = twinPages(data, locale).sort((a, b) => [...seen].indexOf(a.file) - [...seen].indexOf(b.file));
  const full = ordered.map((page) => twins.get(page.file)).join('\n\n');
  return [
    { path: `${prefix}llms.txt`, content: llms },
    { path: `${prefix}llms-full.txt`, content: `${full}\n` },
    ...ordered.map((page) => ({ path: toMarkdownUrl(page.url).slice(1), content: twins.get(page.file) ?? '' })),
  ];
}
