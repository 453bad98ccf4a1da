/**
 * The steps of `npm run build` after `next build`, in one process: the files that come from the content rather than
 * from a page (search index, Markdown twins, llms*.txt: scripts/emit-content-files.ts), then the compile hints of the
 * start-up scripts (scripts/compile-hints.mjs).
 * emit-content-files.ts and the lib/ code it imports are TypeScript: esbuild bundles them into one ES module (~50 ms,
 * packages left to node_modules) that Node runs as it is. Under tsx the same step took 1.7–2.1 s, ~0.7 s of it tsx's
 * loader transforming lib/ file by file (3 alternated runs; 1.1–1.3 s bundled).
 * The export folder is Next's distDir when NEXT_DIST_DIR sets it (as next.config.mjs does), else out/.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { addCompileHints } from './compile-hints.mjs';

const outDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
// Inside the project, so the bundle's imports of packages resolve to its node_modules.
const bundle = path.resolve('.cache', 'post-build', 'emit-content-files.mjs');
await build({
  entryPoints: ['scripts/emit-content-files.ts'],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
await import(pathToFileURL(bundle).href);

const marked = addCompileHints(outDir);
console.log(`Compile hints: ${marked.length} start-up scripts marked in ${path.relative(process.cwd(), outDir)}/`);
