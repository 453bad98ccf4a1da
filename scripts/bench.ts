/**
 * The performance benchmark (a script, not a test): cold build, page weight in Chromium, Lighthouse (mobile and desktop,
 * median of 3 runs) on four pages, and the search figures; every figure beside its budget. Exits 1 when a budget is
 * missed. Usage: npm run bench [-- --runs 1]
 */
import fs from 'node:fs';
import path from 'node:path';
import { getSiteData } from '../lib/site-data';
import { LOCALES } from '../lib/i18n';
import { BUDGET as SEARCH_BUDGET, SETS, measureQuality, qualityFailures, recallBudgeted } from './bench-search';
import { buildSearchFiles } from '../lib/search/records';
import {
  countPages,
  launchChromium,
  measurePageWeight,
  runLighthouse,
  runMeasured,
  type LighthouseFigures,
} from './bench-lib';
import { startServer } from './serve.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/guide/start/introduction', '/api/', '/zh/guide/basic/use-mdx'];
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

/** Budgets of issues #7 and #14; the reference (Rspress 1.47.2 building the same docs) is in the README. */
const BUDGET = {
  firstLoadJsGzipKb: 150,
  homeTotalKb: 220,
  mobilePerformance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  mobileLcpMs: 2000,
  mobileTbtMs: 100,
  coldBuildCpuSeconds: 20,
  coldBuildWallSeconds: 15,
  cachedBuildWallSeconds: 10,
  buildPeakMb: 800,
};

const failures: string[] = [];
const rows: string[] = [];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Adds a table row; `ok` false marks the figure and fails the run. */
function row(name: string, value: string, budget: string, ok = true) {
  rows.push(`| ${name} | ${value} | ${budget} | ${ok ? 'ok' : 'MISSED'} |`);
  if (!ok) failures.push(`${name}: ${value} (budget ${budget})`);
}

async function main() {
  // Cold: no Next cache, no content cache. Then the same build again with unchanged content (both caches warm).
  for (const dir of ['.next', 'out', '.cache/content']) fs.rmSync(dir, { recursive: true, force: true });
  // Canonical URLs point at the served origin, so Lighthouse's SEO audits see the site as deployed.
  const build = await runMeasured('npm', ['run', 'build'], { SITE_URL: ORIGIN });
  const pages = countPages(path.resolve('out'));
  row(
    'Cold build wall time',
    `${build.seconds.toFixed(1)} s`,
    `≤ ${BUDGET.coldBuildWallSeconds} s`,
    build.seconds <= BUDGET.coldBuildWallSeconds,
  );
  row(
    'Cold build CPU time (process tree)',
    `${build.cpuSeconds.toFixed(1)} s`,
    `≤ ${BUDGET.coldBuildCpuSeconds} s`,
    build.cpuSeconds <= BUDGET.coldBuildCpuSeconds,
  );
  row(
    'Cold build peak memory (process tree)',
    `${build.peakMb.toFixed(0)} MB`,
    `≤ ${BUDGET.buildPeakMb} MB`,
    build.peakMb <= BUDGET.buildPeakMb,
  );
  row('Pages built', String(pages), 'report');
  row('Pages per second (cold)', (pages / build.seconds).toFixed(2), 'report');
  const cached = await runMeasured('npm', ['run', 'build'], { SITE_URL: ORIGIN });
  row(
    'Second build, unchanged content: wall / CPU',
    `${cached.seconds.toFixed(1)} / ${cached.cpuSeconds.toFixed(1)} s`,
    `≤ ${BUDGET.cachedBuildWallSeconds} s wall`,
    cached.seconds <= BUDGET.cachedBuildWallSeconds,
  );

  const { server } = await startServer({ port: PORT });
  try {
    const browser = await launchChromium();
    for (const page of PAGES) {
      const weight = await measurePageWeight(browser, ORIGIN + page);
      row(
        `${page} first-load JS (raw / gzip)`,
        `${kb(weight.jsRaw)} / ${kb(weight.jsGzip)} KB`,
        `≤ ${BUDGET.firstLoadJsGzipKb} KB gzip`,
        weight.jsGzip / 1024 <= BUDGET.firstLoadJsGzipKb,
      );
      row(
        `${page} CSS / HTML / other (gzip)`,
        `${kb(weight.css)} / ${kb(weight.html)} / ${kb(weight.other)} KB`,
        'report',
      );
      const isHome = page === '/';
      row(
        `${page} total bytes (gzip, ${weight.requests} requests)`,
        `${kb(weight.total)} KB`,
        isHome ? `≤ ${BUDGET.homeTotalKb} KB` : 'report',
        !isHome || weight.total / 1024 <= BUDGET.homeTotalKb,
      );
    }
    await browser.close();

    for (const page of PAGES) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const lh: LighthouseFigures = await runLighthouse(ORIGIN + page, preset, runs);
        const label = `${page} Lighthouse ${preset}`;
        const isMobile = preset === 'mobile';
        row(
          `${label} performance`,
          String(lh.performance),
          isMobile ? `≥ ${BUDGET.mobilePerformance}` : 'report',
          !isMobile || lh.performance >= BUDGET.mobilePerformance,
        );
        row(
          `${label} accessibility / best practices / SEO`,
          `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}`,
          '100 / 100 / 100',
          lh.accessibility >= BUDGET.accessibility && lh.bestPractices >= BUDGET.bestPractices && lh.seo >= BUDGET.seo,
        );
        row(
          `${label} FCP / LCP / TBT`,
          `${lh.fcp.toFixed(0)} / ${lh.lcp.toFixed(0)} / ${lh.tbt.toFixed(0)} ms`,
          isMobile ? `LCP ≤ ${BUDGET.mobileLcpMs} ms, TBT ≤ ${BUDGET.mobileTbtMs} ms` : 'report',
          !isMobile || (lh.lcp <= BUDGET.mobileLcpMs && lh.tbt <= BUDGET.mobileTbtMs),
        );
        row(`${label} CLS`, lh.cls.toFixed(3), `≤ ${BUDGET.cls}`, lh.cls <= BUDGET.cls);
      }
    }
  } finally {
    server.close();
  }

  const data = getSiteData();
  for (const locale of LOCALES) {
    // Relevance per query set; transfer and latency in Chromium are in `npm run bench:search`.
    for (const [set, queries] of Object.entries(SETS)) {
      const search = await measureQuality(buildSearchFiles(data, locale), locale, set, queries);
      row(
        `Search ${locale} (${set}): recall@5 / MRR / zero / duplicates (${search.queries} queries)`,
        `${search.recallAt5.toFixed(3)} / ${search.mrr.toFixed(3)} / ${search.zero} / ${search.duplicates}`,
        `${recallBudgeted(set) ? `recall@5 ≥ ${SEARCH_BUDGET.recallAt5}` : 'recall@5 reported'}, 0 / 0`,
        qualityFailures(search).length === 0,
      );
    }
  }

  console.log(['| Figure | Value | Budget | |', '| --- | --- | --- | --- |', ...rows].join('\n'));
  if (failures.length) {
    console.error(`\n${failures.length} budget(s) missed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll budgets met.');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
