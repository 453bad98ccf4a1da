/**
 * Post-build step: writes llms.txt, llms-full.txt and a Markdown twin of every page (`<url>.md`) into out/, for both
 * languages, from the same content the pages render. Run by `npm run build` after `next build`: it parses nothing, as
 * every page's analysis and twin come from the content cache that the build's workers filled (lib/content-cache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../lib/i18n';
import { buildLlmsFiles } from '../lib/llms';
import { getSiteData } from '../lib/site-data';

const OUT = path.resolve('out');
if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error('out/ has no export: run next build first');
const data = getSiteData();
let count = 0;
for (const locale of LOCALES) {
  for (const file of buildLlmsFiles(data, locale)) {
    const target = path.join(OUT, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
    count++;
  }
}
console.log(`llms.txt, llms-full.txt and Markdown twins: ${count} files written to out/`);
