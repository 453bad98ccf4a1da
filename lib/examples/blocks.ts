import { readAnalysedPages } from '../site-data';
import type { Locale } from '../types';
import { checkMode, metaTitle, type CheckMode } from './meta';

/** What the examples check does with a block. */
export type BlockKind = 'script' | 'frontmatter' | 'meta-json' | 'i18n-json' | 'cli' | 'other';

/** One fenced code block of the content, once per source file (fragments are not repeated per page). */
export interface ExampleBlock {
  /** Stable id, safe as a file name. */
  id: string;
  locale: Locale;
  /** The source file, e.g. `content/zh/guide/basic/ssg.mdx` (a fragment's own file when the block sits in one). */
  file: string;
  /** Line of the opening fence in `file`. */
  line: number;
  /** Language as written, lower case (`ts`, `tsx`, `bash`, …); '' when none. */
  lang: string;
  meta?: string;
  title?: string;
  value: string;
  kind: BlockKind;
  mode: CheckMode;
  /** Source line in `file` of the block's code line `n` (1-based). */
  lineOf: (n: number) => number;
}

const SCRIPT_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript', 'mjs', 'cjs']);
const FRONTMATTER_LANGS = new Set(['md', 'mdx', 'markdown', 'yaml', 'yml']);
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

/** Classifies a block by its language, title and content. */
export function blockKind(lang: string, title: string | undefined, value: string): BlockKind {
  if (SCRIPT_LANGS.has(lang)) return 'script';
  if (FRONTMATTER_LANGS.has(lang) && /^---\r?\n[\s\S]*?\r?\n---(\r?\n|$)/.test(value)) return 'frontmatter';
  if (lang === 'json' && title && /(^|\/)_meta\.json$/.test(title)) return 'meta-json';
  if (lang === 'json' && title && /(^|\/)i18n\.json$/.test(title)) return 'i18n-json';
  if (SHELL_LANGS.has(lang) && /(^|[\s;&|(])(npx\s+)?rspress(\s|$)/m.test(value)) return 'cli';
  return 'other';
}

/**
 * Every code block of the content root (both languages), each once: a fragment's blocks are reported for the
 * fragment's file, however many pages include it.
 */
export function collectBlocks(root?: string): ExampleBlock[] {
  // Reads and analyses the pages without the corpus validation (links, glossary…): check:content reports those.
  const pages = readAnalysedPages(root);
  const blocks: ExampleBlock[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const block of page.analysis.codeBlocks) {
      const fence = page.origin(block.line);
      const key = `${fence.file}:${fence.line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const lang = (block.lang ?? '').toLowerCase();
      const title = metaTitle(block.meta);
      const bodyLine = block.line;
      blocks.push({
        id: `${fence.file
          .replace(/^content\//, '')
          .replace(/\.mdx?$/, '')
          .replace(/[^A-Za-z0-9]+/g, '-')}-L${fence.line}`,
        locale: page.locale,
        file: fence.file,
        line: fence.line,
        lang,
        meta: block.meta,
        title,
        value: block.value,
        kind: blockKind(lang, title, block.value),
        mode: checkMode(block.meta),
        lineOf: (n) => page.origin(bodyLine + n).line,
      });
    }
  }
  return blocks;
}
