import { DEFAULT_LOCALE } from './i18n';
import type { Locale } from './types';

/** The URL prefix of a locale: '' for the default language, '/zh' for Chinese. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * The clean URL of a page. Index pages (`api/index.mdx`) end with a slash, like the routes of the spec.
 * @example toUrl('zh', ['api'], true) === '/zh/api/'
 */
export function toUrl(locale: Locale, slug: readonly string[], isIndex: boolean): string {
  const path = slug.join('/');
  const prefix = localePrefix(locale);
  if (path === '') return `${prefix}/`;
  return `${prefix}/${path}${isIndex ? '/' : ''}`;
}

/** Adds the locale prefix to a site-absolute link written without one (`/guide/x` → `/zh/guide/x`). */
export function withLocale(locale: Locale, link: string): string {
  if (isExternal(link) || !link.startsWith('/')) return link;
  const prefix = localePrefix(locale);
  if (prefix === '' || link === prefix || link.startsWith(`${prefix}/`)) return link;
  return `${prefix}${link}`;
}

/**
 * The same page in another language: swaps the `/zh` prefix, keeps the rest (query and hash included).
 * @example switchLocale('/zh/guide/start/introduction#why', 'en') === '/guide/start/introduction#why'
 */
export function switchLocale(url: string, target: Locale): string {
  const unprefixed = url === '/zh' ? '/' : url.startsWith('/zh/') ? url.slice(3) : url;
  return withLocale(target, unprefixed);
}

/** A path without `.html`, without a trailing slash (except `/`) and without query or hash, for comparisons. */
export function normalizePath(url: string): string {
  let path = url.split(/[?#]/)[0] || '/';
  path = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

/** True for links that leave the site (another origin, mailto:, tel:). */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * Where a page's Markdown twin is served: its URL plus `.md` (an index page `/api/` → `/api.md`).
 * @example toMarkdownUrl('/zh/guide/basic/ssg') === '/zh/guide/basic/ssg.md'
 */
export function toMarkdownUrl(url: string): string {
  return `${url.replace(/\/$/, '')}.md`;
}
