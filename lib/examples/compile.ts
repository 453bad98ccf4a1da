import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Generated } from './frontmatter';

/**
 * Modules the examples import that are not installed here, typed as `any`: community plugins and tools a page
 * names (never an `@rspress/*` package: those must resolve to the installed 1.47.2 types), stylesheets, and the
 * reader's own files that an example imports by a relative path without showing them.
 */
export const UNTYPED_PACKAGES: string[] = [
  'rsbuild-plugin-google-analytics',
  'rsbuild-plugin-open-graph',
  'remark-math',
  'rehype-katex',
  'rspress-plugin-mermaid',
  '@docsearch/css',
  '@acme/ui',
  '*.css',
  '*.mdx',
];

/** Ambient declarations for `@theme-assets/*` icons, which Rspress 1.x provides at build time. */
const THEME_ASSETS =
  "declare module '@theme-assets/*' { const Icon: import('react').ComponentType<import('react').SVGProps<SVGSVGElement>>; export default Icon; }";

/** `declare module` lines for the untyped packages and for relative imports (`./components/X` → `*\/components/X`). */
export function ambientDeclarations(relativeImports: Iterable<string>): string {
  const patterns = new Set(UNTYPED_PACKAGES);
  for (const specifier of relativeImports) {
    const rest = specifier.replace(/^(\.\.?\/)+/, '');
    if (!/\.css$|\.mdx$/.test(rest)) patterns.add(`*/${rest}`);
  }
  return [...[...patterns].map((name) => `declare module '${name}';`), THEME_ASSETS].join('\n');
}

/** One compiler diagnostic: generated file name (relative to the scratch dir), line, TS code, message. */
export interface Diagnostic {
  file: string;
  line: number;
  code: string;
  message: string;
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'dom.iterable', 'es2023'],
    module: 'esnext',
    moduleResolution: 'bundler',
    strict: true,
    jsx: 'react-jsx',
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    allowJs: true,
    checkJs: true,
    allowImportingTsExtensions: true,
    types: ['node'],
  },
  include: ['blocks/**/*', 'ambient.d.ts'],
};

/** Writes the scratch project: one file per generated source, a strict tsconfig and the untyped-package shims. */
export function writeProject(dir: string, files: Map<string, Generated>, ambient: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'blocks'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  fs.writeFileSync(path.join(dir, 'ambient.d.ts'), `${ambient}\n`);
  for (const [name, generated] of files) fs.writeFileSync(path.join(dir, 'blocks', name), generated.text);
}

/** Runs the project's native compiler once over the scratch project and parses its diagnostics. */
export function compile(dir: string): Diagnostic[] {
  const tsc = path.join(process.cwd(), 'node_modules', 'typescript-native', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  const diagnostics: Diagnostic[] = [];
  for (const line of result.stdout.split('\n')) {
    const match = /^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/.exec(line);
    if (match)
      diagnostics.push({
        file: match[1].replace(/^blocks\//, ''),
        line: Number(match[2]),
        code: match[3],
        message: match[4],
      });
    else if (/^\s+\S/.test(line) && diagnostics.length)
      diagnostics[diagnostics.length - 1].message += ` ${line.trim()}`;
    else if (line.trim()) diagnostics.push({ file: '', line: 0, code: '', message: line.trim() });
  }
  if (result.status !== 0 && diagnostics.length === 0)
    diagnostics.push({ file: '', line: 0, code: '', message: result.stderr || 'tsc failed' });
  return diagnostics;
}
