/**
 * Post-build step of `npm run build`: writes into the export the files that come from the content rather than from a
 * page route, for both languages: the built-in search index (`search/*.json`), llms.txt, llms-full.txt and a Markdown
 * twin of every page (`<url>.md`). It parses nothing: every page's analysis and twin, and the search index, come from
 * the content cache that the build's workers filled (lib/content-cache.ts).
 * The search index is written here rather than by a route so Next does not render ~380 tiny routes in every build
 * (~1.5 s of a second build, measured); `next dev` serves the same files from app/search/[file]/route.dev.ts.
 * The export folder is Next's distDir when NEXT_DIST_DIR sets it (as next.config.mjs does), else out/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../lib/i18n';
import { buildLlmsFiles, type EmittedFile } from '../lib/llms';
import { buildSearchFiles } from '../lib/search/records';
import { getSiteData } from '../lib/site-data';

const OUT = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error(`${OUT} has no export: run next build first`);
const data = getSiteData();
const files: EmittedFile[] = LOCALES.flatMap((locale) => [
  ...[...buildSearchFiles(data, locale)].map(([file, body]) => ({
    path: `search/${file}`,
    content: JSON.stringify(body),
  })),
  ...buildLlmsFiles(data, locale),
]);
for (const file of files) {
  const target = path.join(OUT, file.path);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.content);
}
const searchFiles = files.filter((file) => file.path.startsWith('search/')).length;
console.log(
  `Content files: ${searchFiles} search index files, llms.txt, llms-full.txt and Markdown twins (${files.length - searchFiles}) written to ${path.relative(process.cwd(), OUT) || '.'}/`,
);
