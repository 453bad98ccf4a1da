import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { LOCALES } from './i18n';
import { createFenceTracker } from './markdown/fences';
import { toUrl } from './routes';
import { frontmatterSchema, parseWith } from './schema';
import { findJsonArrayItemLine, findYamlLine } from './source-lines';
import type { z } from 'zod';
import type { Frontmatter, Locale, Page } from './types';

/** Where the documents live. CONTENT_DIR points elsewhere (test fixtures, the scale benchmark). */
export function getContentRoot(): string {
  return path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));
}

/** Folders with this name hold fragments: included by pages, never routes (Rspress `route.exclude`). */
export const FRAGMENTS_DIR = 'fragments';
const PAGE_EXTENSIONS = ['.mdx', '.md'];
/** `<Include name="x" />` alone on a line inlines `fragments/x.mdx` of the same language. */
const INCLUDE_LINE = /^\s*<Include\s+name="([\w-]+)"\s*\/>\s*$/;

interface SourceFile {
  /** Relative to the content root, with forward slashes. */
  file: string;
  frontmatter: Frontmatter;
  body: string;
  /** Line in the file of the body's first line, minus one. */
  bodyOffset: number;
}

function readSource(root: string, file: string): SourceFile {
  const raw = fs.readFileSync(path.join(root, file), 'utf8');
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw);
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const line = mark ? `:${mark.line + 2}` : '';
    throw new Error(
      `content/${file}${line}: the frontmatter is not valid YAML (${(error as Error).message.split('\n')[0]})`,
    );
  }
  const prefix = raw.slice(0, raw.length - parsed.content.length);
  const frontmatter = parseWith(frontmatterSchema, parsed.data, {
    file: `content/${file}`,
    subject: 'frontmatter',
    lineOf: (fieldPath) => findYamlLine(parsed.matter, fieldPath),
  });
  return { file, frontmatter, body: parsed.content, bodyOffset: prefix.split('\n').length - 1 };
}

function listFiles(dir: string, relative = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), rel);
      return PAGE_EXTENSIONS.includes(path.extname(entry.name)) ? [rel] : [];
    });
}

/** Inlines `<Include name="…" />` lines (outside code fences) and remembers where each line came from. */
function expandIncludes(
  root: string,
  locale: Locale,
  source: SourceFile,
  stack: string[] = [],
): Pick<Page, 'body' | 'origin'> {
  const out: string[] = [];
  const origins: { file: string; line: number }[] = [];
  const inCode = createFenceTracker();
  source.body.split('\n').forEach((line, index) => {
    const here = { file: `content/${source.file}`, line: index + 1 + source.bodyOffset };
    const include = inCode(line) ? null : INCLUDE_LINE.exec(line);
    if (!include) {
      out.push(line);
      origins.push(here);
      return;
    }
    const name = include[1];
    const file = `${locale}/${FRAGMENTS_DIR}/${name}.mdx`;
    if (!fs.existsSync(path.join(root, file))) {
      throw new Error(`${here.file}:${here.line}: fragment "${name}" not found; create content/${file}`);
    }
    if (stack.includes(file)) throw new Error(`${here.file}:${here.line}: fragment "${name}" includes itself`);
    const fragment = expandIncludes(root, locale, readSource(root, file), [...stack, file]);
    fragment.body.split('\n').forEach((fragmentLine, fragmentIndex) => {
      out.push(fragmentLine);
      origins.push(fragment.origin(fragmentIndex + 1));
    });
  });
  return {
    body: out.join('\n'),
    origin: (line) => origins[line - 1] ?? origins[origins.length - 1] ?? { file: `content/${source.file}`, line },
  };
}

function toSlug(relativeFile: string): { slug: string[]; isIndex: boolean } {
  const parts = relativeFile.replace(/\.mdx?$/, '').split('/');
  const isIndex = parts[parts.length - 1] === 'index';
  return { slug: isIndex ? parts.slice(0, -1) : parts, isIndex };
}

function readLocalePages(root: string, locale: Locale): Page[] {
  return listFiles(path.join(root, locale))
    .filter((file) => !file.split('/').includes(FRAGMENTS_DIR))
    .map((relativeFile) => {
      const source = readSource(root, `${locale}/${relativeFile}`);
      const { slug, isIndex } = toSlug(relativeFile);
      return {
        locale,
        slug,
        url: toUrl(locale, slug, isIndex && slug.length > 0),
        file: source.file,
        frontmatter: source.frontmatter,
        ...expandIncludes(root, locale, source),
      };
    });
}

const cache = new Map<string, Page[]>();

/** Every routable page of both languages, read once per process and root (again when `fresh`: development). */
export function readPages(root: string = getContentRoot(), fresh = false): Page[] {
  let pages = fresh ? undefined : cache.get(root);
  if (!pages) {
    pages = LOCALES.flatMap((locale) => readLocalePages(root, locale));
    cache.set(root, pages);
  }
  return pages;
}

/** The names of the fragment files of a language (without extension). */
export function listFragments(locale: Locale, root: string = getContentRoot()): string[] {
  return listFiles(path.join(root, locale, FRAGMENTS_DIR)).map((file) => file.replace(/\.mdx?$/, ''));
}

/**
 * Reads a JSON file under the content root (`_meta.json`, `i18n.json`) and validates it with `schema`; undefined when
 * the file is absent. Errors name the file and, for array files, the line of the offending entry.
 */
export function readContentJson<T extends z.ZodType>(
  relativeFile: string,
  schema: T,
  root: string = getContentRoot(),
): z.output<T> | undefined {
  const full = path.join(root, relativeFile);
  if (!fs.existsSync(full)) return undefined;
  const raw = fs.readFileSync(full, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new Error(`content/${relativeFile}: not valid JSON (${(error as Error).message})`);
  }
  return parseWith(schema, data, {
    file: `content/${relativeFile}`,
    lineOf: (fieldPath) => (typeof fieldPath[0] === 'number' ? findJsonArrayItemLine(raw, fieldPath[0]) : undefined),
  });
}

/** Lists the entries of a content folder (files and sub-folders), or [] when it does not exist. */
export function listContentDir(
  relativeDir: string,
  root: string = getContentRoot(),
): { name: string; isDir: boolean }[] {
  const full = path.join(root, relativeDir);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .map((entry) => ({ name: entry.name, isDir: entry.isDirectory() }));
}
