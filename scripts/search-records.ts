/**
 * Writes the built-in search records of both languages in the hosted provider's hit shape, ready to upload
 * (one JSON array per language in search-records/). Usage: npm run search:records [-- <out dir>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../lib/i18n';
import { toHits } from '../lib/search/hit';
import { buildSearchPages } from '../lib/search/records';
import { getSiteData } from '../lib/site-data';

const outDir = path.resolve(process.argv[2] ?? 'search-records');
fs.mkdirSync(outDir, { recursive: true });
const data = getSiteData();
for (const locale of LOCALES) {
  // Hosted indexes filter by language with facetFilters `lang:<locale>` (see the search dialog).
  const records = toHits(locale, buildSearchPages(data, locale)).map((hit) => ({ ...hit, lang: locale }));
  const file = path.join(outDir, `${locale}.json`);
  fs.writeFileSync(file, `${JSON.stringify(records, null, 2)}\n`);
  console.log(`${file}: ${records.length} records`);
}
