import fs from 'node:fs';
import path from 'node:path';
import { findRejectedTerms, type Glossary } from './glossary';
import { isExternal, normalizePath, withLocale } from './routes';
import { resolveCodeLanguage, SITE } from './site';
import type { AnalysedPage, Page } from './types';

/** Paths the build emits besides pages (files of public/ are checked on disk). */
const GENERATED = [/^\/sitemap\.xml$/, /^\/robots\.txt$/, /^(\/zh)?\/llms(-full)?\.txt$/, /^\/search\//];

export interface ValidationInput {
  pages: AnalysedPage[];
  publicDir: string;
  /** Chinese terminology; rejected variants in Chinese prose fail the check. */
  glossary?: Glossary;
  /** Lenient mode for drafts: links to pages that do not exist yet are collected here instead of failing. */
  pending?: string[];
}

function at(page: Page, line: number): string {
  const origin = page.origin(line);
  return `${origin.file}:${origin.line}`;
}

/** Resolves a link written in `page` to a site path and hash; the page's language prefix is added like Rspress does. */
export function resolveLink(page: Page, href: string): { path: string; hash: string } {
  const [withoutHash, hash = ''] = href.split('#');
  const target = withoutHash.split('?')[0];
  if (target === '') return { path: normalizePath(page.url), hash };
  const base = page.url.endsWith('/') ? page.url : page.url.slice(0, page.url.lastIndexOf('/') + 1);
  const absolute = target.startsWith('/') ? target : new URL(target, `http://site${base}`).pathname;
  const clean = absolute.replace(/\.mdx?$/, '');
  const isPublicFile = /\.[a-z\d]+$/i.test(clean);
  return { path: isPublicFile ? clean : normalizePath(withLocale(page.locale, clean)), hash };
}

/** Every page has a twin in each language, and twins share their heading ids (so `#anchor` links work in both). */
function checkParity(input: ValidationInput, errors: string[]) {
  const byKey = new Map<string, Map<string, AnalysedPage>>();
  for (const page of input.pages) {
    const key = page.file.slice(page.locale.length + 1);
    byKey.set(key, (byKey.get(key) ?? new Map()).set(page.locale, page));
  }
  for (const [key, twins] of byKey) {
    const [reference, ...others] = SITE.locales.map(({ lang }) => twins.get(lang));
    for (const { lang } of SITE.locales) {
      if (!twins.has(lang))
        (input.pending ?? errors).push(
          `content/${[...twins.values()][0].file}: has no twin in "${lang}"; create content/${lang}/${key}`,
        );
    }
    if (!reference) continue;
    const referenceIds = new Set(reference.analysis.headings.map((heading) => heading.id));
    for (const twin of others) {
      if (!twin) continue;
      const headings = twin.analysis.headings;
      const twinIds = new Set(headings.map((heading) => heading.id));
      for (const heading of headings) {
        if (!referenceIds.has(heading.id)) {
          errors.push(
            `${at(twin, heading.line)}: heading id "${heading.id}" is not in content/${reference.file}; give this heading the English id, e.g. {#${[...referenceIds].find((id) => !twinIds.has(id)) ?? 'english-id'}}`,
          );
        }
      }
      for (const id of referenceIds) {
        if (!twinIds.has(id))
          errors.push(
            `content/${twin.file}: no heading with id "${id}" (content/${reference.file} has one); add {#${id}} to the matching heading`,
          );
      }
    }
  }
}

function checkPage(page: AnalysedPage, input: ValidationInput, byPath: Map<string, AnalysedPage>, errors: string[]) {
  const { analysis } = page;
  for (const line of analysis.esmLines) {
    errors.push(
      `${at(page, line)}: import/export lines are not supported; register the component in components/mdx/index.ts`,
    );
  }
  for (const line of analysis.h1Lines) {
    errors.push(`${at(page, line)}: remove this level-1 heading; the page title (frontmatter "title") is the h1`);
  }
  for (const { lang, line } of analysis.codeLangs) {
    if (!resolveCodeLanguage(lang)) {
      const known = [...SITE.markdown.highlightLanguages, ...Object.keys(SITE.markdown.languageAliases)].join(', ');
      errors.push(`${at(page, line)}: unknown code language "${lang}"; use one of ${known}, or none`);
    }
  }
  const seen = new Map<string, number>();
  for (const heading of analysis.headings) {
    const first = seen.get(heading.id);
    if (first !== undefined) {
      errors.push(
        `${at(page, heading.line)}: duplicate heading id "${heading.id}" (first at line ${page.origin(first).line}); give one an explicit {#id}`,
      );
    } else seen.set(heading.id, heading.line);
  }
  const frontmatterLinks = [
    ...(page.frontmatter.hero?.actions ?? []).map((action) => action.link),
    ...(page.frontmatter.features ?? []).flatMap((feature) => (feature.link ? [feature.link] : [])),
  ].map((href) => ({ href, line: 0 }));
  for (const { href, line } of [...analysis.links, ...frontmatterLinks]) {
    if (isExternal(href)) continue;
    const where = line ? at(page, line) : `content/${page.file}: frontmatter`;
    const { path: target, hash } = resolveLink(page, href);
    const targetPage = byPath.get(target);
    if (!targetPage) {
      const isAsset = fs.existsSync(path.join(input.publicDir, decodeURI(target)));
      if (!isAsset && !GENERATED.some((pattern) => pattern.test(target))) {
        (input.pending ?? errors).push(`${where}: broken link "${href}"; no page or public file at ${target}`);
      }
      continue;
    }
    if (hash && !targetPage.analysis.headings.some((heading) => heading.id === decodeURIComponent(hash))) {
      errors.push(`${where}: broken anchor "${href}"; ${targetPage.file} has no heading with id "${hash}"`);
    }
  }
}

/**
 * Checks the whole corpus: language twins, supported code languages, unique heading ids, internal links and anchors.
 * Throws one Error listing every problem with its file, line and fix.
 */
export function validateCorpus(input: ValidationInput): void {
  const errors: string[] = [];
  checkParity(input, errors);
  const byPath = new Map(input.pages.map((page) => [normalizePath(page.url), page]));
  for (const page of input.pages) {
    checkPage(page, input, byPath, errors);
    if (input.glossary && page.locale === 'zh')
      (input.pending ?? errors).push(...findRejectedTerms(page, input.glossary));
  }
  // A fragment inlined into several pages reports its problems once.
  const unique = [...new Set(errors)];
  if (unique.length) {
    throw new Error(
      `Content check failed (${unique.length} problem${unique.length > 1 ? 's' : ''}):\n  ${unique.join('\n  ')}`,
    );
  }
}

/**
 * The uses of components that are not registered, with file:line and the names that are. `registered` is the
 * component map's own keys (components/mdx), handed in by the app layer: lib does not import components.
 */
export function findUnknownComponents(pages: readonly AnalysedPage[], registered: readonly string[]): string[] {
  const problems = pages.flatMap((page) =>
    page.analysis.components
      .filter(({ name }) => !registered.includes(name))
      .map(
        ({ name, line }) =>
          `${at(page, line)}: unknown component <${name}>; use one of ${[...registered].sort().join(', ')}`,
      ),
  );
  return [...new Set(problems)];
}
