/**
 * Search benchmark. Per language and query set (scripts/search-queries.json, the everyday set, and
 * scripts/search-queries-hard.json: identifiers typed loosely, synonyms, sentences from deep inside sections, natural
 * questions): recall@5, MRR, zero-result queries and queries with a duplicate URL, over the hits in the order the
 * dialog shows them. In Chromium (playwright-core, 4× CPU throttling): the first-use transfer of every query (gzip
 * bytes of the index files a fresh page fetches for it), query latency p50/p95 once the files are loaded, the same at
 * the 5× corpus of `bench:scale`, and — when the site is built (out/) — dialog open → first results for typed queries.
 * Compares each figure with its budget and exits 1 when one is missed.
 * Usage: npm run bench:search [-- --json] [-- --no-scale] [-- --no-dialog]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { LOCALES } from '../lib/i18n';
import { SearchEngine } from '../lib/search/engine';
import { buildSearchFiles } from '../lib/search/records';
import { getSiteData } from '../lib/site-data';
import type { Locale } from '../lib/types';
import { launchChromium, makeScaledCorpus, median } from './bench-lib';
import { startServer } from './serve.mjs';

export const BUDGET = {
  recallAt5: 0.97,
  duplicates: 0,
  zero: 0,
  p95Ms: 5,
  p95MsScaled: 10,
  firstUseKb: 100,
  dialogMs: 300,
};
const THROTTLE = 4;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Query {
  lang: Locale;
  kind?: string;
  query: string;
  /** The page (URL without #anchor) a reader expects among the first five hits; a list when several answer it. */
  expect: string | string[];
}

const readSet = (file: string): Query[] => JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', file), 'utf8'));
export const SETS: Record<string, Query[]> = {
  everyday: readSet('search-queries.json'),
  hard: readSet('search-queries-hard.json'),
  // Queries that three probes of ~250–350 realistic queries per language answered badly (2026-11-23: 68 from the first
  // two, 43 from the third), kept to measure progress on them: recall@5 and MRR reported, not budgeted (the expected
  // section was not in the top 3 when they were collected); zero-result and duplicate queries are budgeted as for every
  // set.
  probe: readSet('search-queries-probe.json'),
};
/** Sets whose recall@5 is reported without a budget. */
const REPORT_ONLY_SETS = new Set(['probe']);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export interface QualityRow {
  set: string;
  lang: string;
  queries: number;
  recallAt5: number;
  mrr: number;
  zero: number;
  duplicates: number;
  misses: string[];
}

/** Whether recall@5 of a query set is held to its budget (not for the report-only sets). */
export const recallBudgeted = (set: string) => !REPORT_ONLY_SETS.has(set);

/** The budgets a query set's relevance misses (recall@5 unless the set is report-only, zero-result and duplicate queries). */
export function qualityFailures(row: QualityRow): string[] {
  const failures: string[] = [];
  if (row.recallAt5 < BUDGET.recallAt5 && recallBudgeted(row.set))
    failures.push(`${row.set}/${row.lang} recall@5 ${row.recallAt5.toFixed(3)}`);
  if (row.duplicates > BUDGET.duplicates)
    failures.push(`${row.set}/${row.lang} ${row.duplicates} queries with duplicate URLs`);
  if (row.zero > BUDGET.zero) failures.push(`${row.set}/${row.lang} ${row.zero} zero-result queries`);
  return failures;
}

/** Relevance of one query set in one language (same engine code as the browser, files from memory). */
export async function measureQuality(
  files: Map<string, unknown>,
  lang: Locale,
  set: string,
  queries: Query[],
): Promise<QualityRow> {
  const engine = new SearchEngine(lang, async (file) => files.get(file));
  const own = queries.filter((query) => query.lang === lang);
  let found = 0;
  let reciprocal = 0;
  let zero = 0;
  let duplicates = 0;
  const misses: string[] = [];
  for (const { query, expect } of own) {
    const { hits } = await engine.search({ query, hitsPerPage: 20 });
    const urls = hits.map((hit) => hit.url);
    if (hits.length === 0) zero++;
    if (new Set(urls).size !== urls.length) duplicates++;
    const pages = urls.map((url) => url.split('#')[0]);
    const expected = Array.isArray(expect) ? expect : [expect];
    const rank = pages.findIndex((page) => expected.includes(page));
    if (rank >= 0 && rank < 5) found++;
    else misses.push(`${query} → expected ${expected.join(' or ')}, got ${pages.slice(0, 3).join(', ') || 'nothing'}`);
    reciprocal += rank >= 0 ? 1 / (rank + 1) : 0;
  }
  const n = own.length || 1;
  return { set, lang, queries: own.length, recallAt5: found / n, mrr: reciprocal / n, zero, duplicates, misses };
}

/** The engine as the browser runs it (one IIFE exposing `SearchEngine`). */
async function engineBundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'lib/search/engine.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'SearchBench',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    define: { 'process.env.SEARCH_DEBUG': 'undefined' },
  });
  return result.outputFiles[0].text;
}

export interface BrowserRow {
  corpus: string;
  lang: string;
  indexGzipKb: number;
  files: number;
  firstUseMaxKb: number;
  firstUseMedianKb: number;
  firstQueryMaxMs: number;
  p50Ms: number;
  p95Ms: number;
}

/** First-use transfer and latency of every query in Chromium with 4× CPU throttling, files served from memory. */
async function measureInBrowser(
  page: Page,
  corpus: string,
  lang: Locale,
  files: Map<string, unknown>,
  queries: string[],
): Promise<BrowserRow> {
  const bodies = new Map<string, string>();
  const gzip = new Map<string, number>();
  for (const [name, value] of files) {
    const body = JSON.stringify(value);
    bodies.set(name, body);
    gzip.set(name, gzipSync(body).length);
  }
  await page.unroute('**/bench-index/**').catch(() => undefined);
  await page.route('**/bench-index/**', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() as string;
    const body = bodies.get(name);
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  const result = await page.evaluate(
    async ({ lang, queries }) => {
      const { SearchEngine } = (
        window as unknown as {
          SearchBench: {
            SearchEngine: new (
              lang: string,
              load: (file: string) => Promise<unknown>,
            ) => { search(request: { query: string }): Promise<unknown> };
          };
        }
      ).SearchBench;
      const fetched: string[][] = [];
      const firstMs: number[] = [];
      // First use: a fresh engine (empty cache) per query, as on a fresh page.
      for (const query of queries) {
        const names: string[] = [];
        const engine = new SearchEngine(lang, (file) => {
          names.push(file);
          return fetch(`/bench-index/${file}`).then((response) => response.json());
        });
        const t0 = performance.now();
        await engine.search({ query });
        firstMs.push(performance.now() - t0);
        fetched.push(names);
      }
      // After load: one engine, warmed with every query, then timed over four rounds.
      const engine = new SearchEngine(lang, (file) =>
        fetch(`/bench-index/${file}`).then((response) => response.json()),
      );
      for (const query of queries) await engine.search({ query });
      const timings: number[] = [];
      for (let round = 0; round < 4; round++) {
        for (const query of queries) {
          const t0 = performance.now();
          await engine.search({ query });
          timings.push(performance.now() - t0);
        }
      }
      return { fetched, firstMs, timings };
    },
    { lang, queries },
  );
  const firstUse = result.fetched.map((names) => names.reduce((sum, name) => sum + (gzip.get(name) ?? 0), 0) / 1024);
  return {
    corpus,
    lang,
    indexGzipKb: [...gzip.values()].reduce((sum, size) => sum + size, 0) / 1024,
    files: files.size,
    firstUseMaxKb: Math.max(...firstUse),
    firstUseMedianKb: percentile(firstUse, 50),
    firstQueryMaxMs: Math.max(...result.firstMs),
    p50Ms: percentile(result.timings, 50),
    p95Ms: percentile(result.timings, 95),
  };
}

export interface DialogRow {
  lang: string;
  query: string;
  /** How the dialog was reached: `intent` (pointer over the button first, then a click), `shortcut` (Ctrl+K, cold). */
  how: 'intent' | 'shortcut';
  /** Click or keypress → the dialog's input shown (its code loaded and rendered); median of the runs. */
  openMs: number;
  /** Dialog open → the first hit shown for a query typed as soon as the input shows (the budgeted figure): from the
   * query's input event to the first hit painted; median of the runs. */
  ms: number;
  /** Click or keypress → first hit painted (includes the automation's delay before typing); median of the runs. */
  totalMs: number;
}

const DIALOG_RUNS = 5;

/** Marks the dialog's moments inside the page (a string: tsx would add helpers a page function cannot see). */
const MARKS_SCRIPT = `
  const marks = (window.__searchMarks = {});
  const mark = (name) => (marks[name] ??= performance.now());
  document.addEventListener('click', (event) => event.target.closest?.('button[aria-haspopup="dialog"]') && mark('start'), true);
  document.addEventListener('keydown', (event) => event.ctrlKey && event.key === 'k' && mark('start'), true);
  document.addEventListener('input', (event) => event.target.classList?.contains('DocSearch-Input') && mark('typed'), true);
  new MutationObserver(() => {
    if (!marks.open && document.querySelector('.DocSearch-Input')) mark('open');
    if (!marks.hitSeen && document.querySelector('.DocSearch-Hit')) {
      marks.hitSeen = performance.now();
      requestAnimationFrame(() => setTimeout(() => mark('hit')));
    }
  }).observe(document, { subtree: true, childList: true });
`;

/**
 * Dialog open → first results on the built site (out/), in two ways: the pointer rests on the button before the click
 * (what a reader does: the button preloads the dialog's code and the index's meta file on intent), and Ctrl+K on a
 * page where nothing was preloaded. Each case runs DIALOG_RUNS times in a fresh context; medians are reported.
 */
async function measureDialog(browser: Browser): Promise<DialogRow[]> {
  const { server, url } = await startServer({ port: 0 });
  const rows: DialogRow[] = [];
  const cases: [Locale, string, string][] = [
    ['en', '/guide/start/introduction', 'sidebar'],
    ['en', '/guide/start/introduction', 'clean urls'],
    ['en', '/api/', 'how do i change the logo'],
    ['zh', '/zh/guide/start/introduction', '夜间模式'],
    ['zh', '/zh/guide/start/introduction', '侧边栏'],
  ];
  try {
    for (const [lang, route, query] of cases) {
      for (const how of ['intent', 'shortcut'] as const) {
        const open: number[] = [];
        const results: number[] = [];
        const total: number[] = [];
        for (let run = 0; run < DIALOG_RUNS; run++) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          const page = await context.newPage();
          // Times taken inside the page (no automation round trips): the click or shortcut, the dialog's input shown,
          // the query typed, the first hit painted (the frame after it entered the document).
          await page.addInitScript({ content: MARKS_SCRIPT });
          await page.goto(url + route, { waitUntil: 'networkidle' });
          // Playwright installs its helper script in the page on the first waitForFunction: done here, before the
          // throttling, or its evaluation (~45 ms at 4×) lands inside the measured query.
          await page.waitForFunction('window.__searchMarks');
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
          const button = page.getByRole('button', { name: lang === 'zh' ? '搜索' : 'Search' });
          if (how === 'intent') {
            const meta = page
              .waitForResponse((response) => response.url().endsWith(`/search/${lang}.json`), { timeout: 5_000 })
              .catch(() => undefined);
            await button.hover();
            await meta;
            await page.waitForTimeout(300);
          }
          if (how === 'intent') await button.click();
          else await page.keyboard.press('Control+k');
          await page.locator('.DocSearch-Input').waitFor({ timeout: 10_000 });
          await page.locator('.DocSearch-Input').fill(query);
          await page.waitForFunction('window.__searchMarks.hit', null, { timeout: 10_000 });
          const marks = (await page.evaluate('window.__searchMarks')) as Record<string, number>;
          open.push(marks.open - marks.start);
          results.push(marks.hit - marks.typed);
          total.push(marks.hit - marks.start);
          await context.close();
        }
        rows.push({
          lang,
          query,
          how,
          openMs: Math.round(median(open)),
          ms: Math.round(median(results)),
          totalMs: Math.round(median(total)),
        });
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return rows;
}

async function main() {
  const json = process.argv.includes('--json');
  const data = getSiteData();
  const quality: QualityRow[] = [];
  const filesByLang = new Map<Locale, Map<string, unknown>>();
  for (const lang of LOCALES) {
    const files = buildSearchFiles(data, lang);
    filesByLang.set(lang, files);
    for (const [set, queries] of Object.entries(SETS)) quality.push(await measureQuality(files, lang, set, queries));
  }
  const browser = await launchChromium();
  const browserRows: BrowserRow[] = [];
  let dialog: DialogRow[] = [];
  let corpus: string | undefined;
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto('http://bench.local/');
    await page.addScriptTag({ content: await engineBundle() });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const queriesOf = (lang: Locale) =>
      Object.values(SETS).flatMap((set) => set.filter((query) => query.lang === lang).map((query) => query.query));
    for (const lang of LOCALES)
      browserRows.push(
        await measureInBrowser(page, '1×', lang, filesByLang.get(lang) as Map<string, unknown>, queriesOf(lang)),
      );
    if (!process.argv.includes('--no-scale')) {
      corpus = makeScaledCorpus(5);
      const scaled = getSiteData(corpus);
      for (const lang of LOCALES)
        browserRows.push(
          await measureInBrowser(page, '5×', lang, buildSearchFiles(scaled, lang, corpus), queriesOf(lang)),
        );
    }
    if (!process.argv.includes('--no-dialog')) {
      if (fs.existsSync(path.join(ROOT, 'out', 'search', 'en.json'))) dialog = await measureDialog(browser);
      else console.warn('out/ has no built search index: run `npm run build` to measure dialog open → first results');
    }
  } finally {
    await browser.close();
    if (corpus) fs.rmSync(corpus, { recursive: true, force: true });
  }
  const failures = quality.flatMap(qualityFailures);
  for (const row of browserRows) {
    const p95Budget = row.corpus === '1×' ? BUDGET.p95Ms : BUDGET.p95MsScaled;
    if (row.p95Ms > p95Budget) failures.push(`${row.corpus} ${row.lang} p95 ${row.p95Ms.toFixed(2)} ms`);
    if (row.firstUseMaxKb > BUDGET.firstUseKb)
      failures.push(`${row.corpus} ${row.lang} first use ${row.firstUseMaxKb.toFixed(1)} KB`);
  }
  for (const row of dialog)
    if (row.ms > BUDGET.dialogMs) failures.push(`dialog (${row.how}) ${row.lang} "${row.query}" ${row.ms} ms`);
  if (json) {
    console.log(JSON.stringify({ quality, browser: browserRows, dialog, failures }));
  } else {
    const f = (n: number, d = 2) => n.toFixed(d);
    console.log(
      `set | lang | queries | recall@5 (≥ ${BUDGET.recallAt5}) | MRR | zero results (${BUDGET.zero}) | queries with duplicate URLs (${BUDGET.duplicates})`,
    );
    for (const r of quality)
      console.log(
        `${r.set} | ${r.lang} | ${r.queries} | ${f(r.recallAt5, 3)} | ${f(r.mrr, 3)} | ${r.zero} | ${r.duplicates}`,
      );
    console.log(`\nChromium, ${THROTTLE}× CPU throttling`);
    console.log(
      `corpus | lang | files | whole index gzip KB | first use max / median KB (≤ ${BUDGET.firstUseKb}) | first query max ms | p50 ms | p95 ms (≤ ${BUDGET.p95Ms}; 5×: ≤ ${BUDGET.p95MsScaled})`,
    );
    for (const r of browserRows)
      console.log(
        `${r.corpus} | ${r.lang} | ${r.files} | ${f(r.indexGzipKb, 1)} | ${f(r.firstUseMaxKb, 1)} / ${f(r.firstUseMedianKb, 1)} | ${f(r.firstQueryMaxMs, 1)} | ${f(r.p50Ms, 3)} | ${f(r.p95Ms, 3)}`,
      );
    if (dialog.length) {
      console.log(
        `\nbuilt site, ${THROTTLE}× CPU throttling, median of ${DIALOG_RUNS} runs: reached by | lang | query | click/key → dialog open ms | dialog open → first results: typed → first hit painted ms (≤ ${BUDGET.dialogMs}) | click/key → first hit ms`,
      );
      for (const r of dialog) console.log(`${r.how} | ${r.lang} | ${r.query} | ${r.openMs} | ${r.ms} | ${r.totalMs}`);
    }
    for (const r of quality) for (const miss of r.misses) console.log(`  miss (${r.set}/${r.lang}): ${miss}`);
    for (const failure of failures) console.log(`OVER BUDGET: ${failure}`);
  }
  if (failures.length) process.exit(1);
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) {
  main().catch((error: Error) => {
    console.error(error);
    process.exit(1);
  });
}
