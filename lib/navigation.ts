import { FRAGMENTS_DIR, listContentDir, readContentJson } from './content';
import { LOCALES } from './i18n';
import { isExternal, normalizePath, withLocale } from './routes';
import { i18nFileSchema, metaFileSchema, navFileSchema } from './schema';
import type { Locale, MetaEntry, NavItem, Page, PageLink, SidebarNode } from './types';

type Labels = Record<string, Partial<Record<Locale, string>>>;

/** The navbar and one sidebar per top-level section, per language. */
export interface Navigation {
  navbar: Record<Locale, NavItem[]>;
  /** Keyed by section URL prefix, e.g. `/guide`, `/zh/api`. */
  sidebars: Map<string, SidebarNode[]>;
}

interface BuildContext {
  root: string | undefined;
  locale: Locale;
  labels: Labels;
  pagesByFile: Map<string, Page>;
  listed: Set<string>;
  /** Lenient mode (content drafts, `npm run check:content -- --pending`): entries without a page are collected here. */
  pending?: string[];
}

function translate(labels: Labels, locale: Locale, text: string): string {
  return labels[text]?.[locale] ?? text;
}

function findPageFile(ctx: BuildContext, dir: string, name: string): string | undefined {
  const base = name.replace(/\.mdx?$/, '');
  return [`${dir}/${base}.mdx`, `${dir}/${base}.md`].find((file) => ctx.pagesByFile.has(file));
}

function pageNode(ctx: BuildContext, file: string, label?: string, tag?: string): SidebarNode {
  const page = ctx.pagesByFile.get(file);
  if (!page) throw new Error(`content/${file}: page expected`);
  if (ctx.listed.has(file)) throw new Error(`content/${file}: listed twice in _meta.json files; keep one entry`);
  ctx.listed.add(file);
  const text = label ? translate(ctx.labels, ctx.locale, label) : page.frontmatter.title;
  return { kind: 'page', text, link: page.url, ...(tag ? { tag } : {}) };
}

/** Throws, or in lenient mode records the problem and lets the caller skip the entry. */
function missing(ctx: BuildContext, message: string): null {
  if (!ctx.pending) throw new Error(message);
  ctx.pending.push(message);
  return null;
}

function buildDir(ctx: BuildContext, dir: string): SidebarNode[] {
  const metaFile = `${dir}/_meta.json`;
  const entries: MetaEntry[] | undefined = readContentJson(metaFile, metaFileSchema, ctx.root);
  if (!entries) throw new Error(`content/${dir}: this folder has no _meta.json; add one listing its pages in order`);
  const folders = new Set(
    listContentDir(dir, ctx.root)
      .filter((e) => e.isDir)
      .map((e) => e.name),
  );
  const nodes = entries.map((entry, index): SidebarNode | null => {
    const where = `content/${metaFile}: entry ${index + 1}`;
    const item = typeof entry === 'string' ? { type: 'file' as const, name: entry } : entry;
    switch (item.type) {
      case 'divider':
        return { kind: 'divider', dashed: item.dashed === true };
      case 'section-header':
        return { kind: 'section-header', text: translate(ctx.labels, ctx.locale, item.label) };
      case 'custom-link':
        return {
          kind: 'link',
          text: translate(ctx.labels, ctx.locale, item.label),
          link: withLocale(ctx.locale, item.link),
        };
      case 'dir': {
        if (!folders.has(item.name)) return missing(ctx, `${where}: folder "${item.name}" not found in content/${dir}`);
        const indexFile = findPageFile(ctx, `${dir}/${item.name}`, 'index');
        const items = buildDir(ctx, `${dir}/${item.name}`);
        const landing = indexFile && !ctx.listed.has(indexFile) ? pageNode(ctx, indexFile) : undefined;
        return {
          kind: 'group',
          text: translate(ctx.labels, ctx.locale, item.label ?? item.name),
          ...(landing?.kind === 'page' ? { link: landing.link } : {}),
          collapsible: item.collapsible ?? true,
          collapsed: item.collapsed ?? false,
          items,
        };
      }
      default: {
        const file = findPageFile(ctx, dir, item.name);
        if (file)
          return pageNode(ctx, file, 'label' in item ? item.label : undefined, 'tag' in item ? item.tag : undefined);
        if (folders.has(item.name)) {
          const items = buildDir(ctx, `${dir}/${item.name}`);
          return {
            kind: 'group',
            text: translate(ctx.labels, ctx.locale, item.name),
            collapsible: true,
            collapsed: false,
            items,
          };
        }
        return missing(
          ctx,
          `${where}: "${item.name}" has no page; create content/${dir}/${item.name}.mdx or remove the entry`,
        );
      }
    }
  });
  return nodes.filter((node) => node !== null);
}

function buildNavbar(locale: Locale, labels: Labels, root: string | undefined): NavItem[] {
  const file = `${locale}/_meta.json`;
  const entries = readContentJson(file, navFileSchema, root) ?? [];
  return entries.map((entry) => ({
    text: translate(labels, locale, entry.text),
    link: withLocale(locale, entry.link),
    ...(entry.activeMatch ? { activeMatch: withLocale(locale, entry.activeMatch) } : {}),
  }));
}

/**
 * Builds the navbar and the sidebars from `_meta.json` files and checks that every page is listed exactly once.
 * @example buildNavigation(readPages()).sidebars.get('/guide')
 */
export function buildNavigation(pages: Page[], root?: string, pending?: string[]): Navigation {
  const labels: Labels = readContentJson('i18n.json', i18nFileSchema, root) ?? {};
  const pagesByFile = new Map(pages.map((page) => [page.file, page]));
  const sidebars = new Map<string, SidebarNode[]>();
  const navbar = {} as Record<Locale, NavItem[]>;
  for (const locale of LOCALES) {
    navbar[locale] = buildNavbar(locale, labels, root);
    const ctx: BuildContext = { root, locale, labels, pagesByFile, listed: new Set(), pending };
    for (const section of listContentDir(locale, root).filter((e) => e.isDir && e.name !== FRAGMENTS_DIR)) {
      sidebars.set(withLocale(locale, `/${section.name}`), buildDir(ctx, `${locale}/${section.name}`));
    }
    for (const page of pages) {
      if (page.locale !== locale || ctx.listed.has(page.file) || page.slug.length === 0) continue;
      const dir = page.file.slice(0, page.file.lastIndexOf('/'));
      throw new Error(
        `content/${page.file}: this page is in no _meta.json; add "${page.slug[page.slug.length - 1]}" to content/${dir}/_meta.json`,
      );
    }
  }
  return { navbar, sidebars };
}

/** The sidebar of the section a URL belongs to (`/zh/guide/x` → the `/zh/guide` sidebar), or []. */
export function findSidebar(navigation: Navigation, url: string): SidebarNode[] {
  const path = normalizePath(url);
  let best: { key: string; nodes: SidebarNode[] } | undefined;
  for (const [key, nodes] of navigation.sidebars) {
    if ((path === key || path.startsWith(`${key}/`)) && (!best || key.length > best.key.length)) best = { key, nodes };
  }
  return best?.nodes ?? [];
}

/** A group of the sidebar (a `dir` entry or a folder), with its children. */
export type SidebarGroup = Extract<SidebarNode, { kind: 'group' }>;

/**
 * Visits every node of a sidebar depth first, in reading order, with the groups that contain it (outermost first).
 * The one walk of the navigation tree: page lists, overview groups, llms.txt and search breadcrumbs use it.
 * @example walkSidebar(nodes, (node, groups) => console.log(groups.map((g) => g.text), node))
 */
export function walkSidebar(
  nodes: SidebarNode[],
  visit: (node: SidebarNode, groups: SidebarGroup[]) => void,
  groups: SidebarGroup[] = [],
): void {
  for (const node of nodes) {
    visit(node, groups);
    if (node.kind === 'group') walkSidebar(node.items, visit, [...groups, node]);
  }
}

/** The page links of a sidebar (pages and groups with a landing page), depth first, in reading order. */
export function flattenSidebar(nodes: SidebarNode[]): PageLink[] {
  const links: PageLink[] = [];
  walkSidebar(nodes, (node) => {
    if ((node.kind === 'page' || node.kind === 'group') && node.link) links.push({ text: node.text, link: node.link });
  });
  return links;
}

/** The groups containing the page at `url` in a sidebar (outermost first), or undefined when it is not listed. */
export function findSidebarGroups(nodes: SidebarNode[], url: string): SidebarGroup[] | undefined {
  let found: SidebarGroup[] | undefined;
  walkSidebar(nodes, (node, groups) => {
    if (!found && (node.kind === 'page' || node.kind === 'group') && node.link === url)
      found = node.kind === 'group' ? [...groups, node] : groups;
  });
  return found;
}

/** The pages before and after `url` in its sidebar. */
export function getPrevNext(navigation: Navigation, url: string): { prev?: PageLink; next?: PageLink } {
  const links = flattenSidebar(findSidebar(navigation, url)).filter((link) => !isExternal(link.link));
  const index = links.findIndex((link) => normalizePath(link.link) === normalizePath(url));
  if (index === -1) return {};
  return { prev: links[index - 1], next: links[index + 1] };
}
