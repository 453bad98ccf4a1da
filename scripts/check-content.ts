/**
 * Checks the content without a full Next build: reads and validates every page (links, anchors, `_meta.json`,
 * language twins, code languages, components) and compiles each page's MDX. Prints a summary; exits 1 on a problem.
 * Usage: npm run check:content [-- [--pending] <path filter>]   e.g. npm run check:content -- --pending guide/basic
 * --pending: while sections are being written, links and `_meta.json` entries to pages that do not exist yet are
 * listed as pending instead of failing (the build itself is always strict).
 */
import { compilePage } from '../lib/mdx';
import { assertKnownComponents, getSiteData } from '../lib/site-data';
import { listMdxComponentNames } from '../components/mdx';

async function main() {
  const started = Date.now();
  const args = process.argv.slice(2);
  const data = getSiteData(undefined, args.includes('--pending'));
  assertKnownComponents(listMdxComponentNames(), data.pages);
  const filter = args.find((arg) => !arg.startsWith('--'));
  const pages = data.pages.filter((page) => !filter || page.file.includes(filter));
  const failures: string[] = [];
  for (const page of pages) {
    if (page.frontmatter.pageType === 'home' || page.frontmatter.overview) continue;
    try {
      await compilePage(page, {});
    } catch (error) {
      failures.push(`content/${page.file}: ${(error as Error).message}`);
    }
  }
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
  const words = pages.map(
    (page) =>
      `${page.file}\t${page.locale === 'zh' ? `${page.body.replace(/\s/g, '').length} chars` : `${page.body.split(/\s+/).length} words`}`,
  );
  console.log(words.join('\n'));
  if (data.pending.length) console.log(`Pending (pages not written yet):\n  ${data.pending.join('\n  ')}`);
  console.log(`OK: ${data.pages.length} pages valid, ${pages.length} compiled in ${Date.now() - started} ms`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
