/**
 * Post-build step: marks every script that the exported pages load at start-up with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+). Without it V8 compiles the module factories of React and Next lazily,
 * on the main thread, inside the one task that starts the app: 40–65 ms on this machine, ×4 in Lighthouse's mobile
 * simulation and the largest part of total blocking time. With it they are compiled while the script streams in, off
 * the main thread, and that task takes ~18 ms. Chunks loaded on demand (the search dialog, DocSearch, image zoom) are
 * left alone: they are compiled when used. Other browsers ignore the comment.
 * Usage: node scripts/compile-hints.mjs [outDir] (idempotent); `npm run build` calls addCompileHints from
 * scripts/post-build.mjs. The default folder is Next's distDir when NEXT_DIST_DIR sets it (as next.config.mjs does), else
 * out/.
 */
import fs from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** A start-up script of a page: a chunk in a <script src> of the HTML, except the noModule polyfills of old browsers. */
const STARTUP_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)"(?![^>]*noModule)[^>]*>/g;

/** Adds the hint to every start-up script of the export in `outDir`; returns the scripts it marked. */
export function addCompileHints(outDir) {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} has no export: run next build first`);
  const scripts = new Set();
  const pages = fs.readdirSync(outDir, { recursive: true }).filter((file) => file.endsWith('.html'));
  for (const page of pages)
    for (const [, src] of fs.readFileSync(path.join(outDir, page), 'utf8').matchAll(STARTUP_SCRIPT)) scripts.add(src);
  const marked = [];
  for (const src of scripts) {
    const file = path.join(outDir, src);
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    marked.push(src);
  }
  return marked;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out');
  const marked = addCompileHints(outDir);
  console.log(`Compile hints: ${marked.length} start-up scripts marked in ${path.relative(process.cwd(), outDir)}/`);
}
