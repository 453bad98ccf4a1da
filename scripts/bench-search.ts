/**
 * Search benchmark: per language, records, index size (raw / gzip), load + parse time, query latency p50/p95 and
 * recall@5 / MRR on the checked-in query set (scripts/search-queries.json); latency over 4 rounds after a warm-up
 * round. Compares each figure with its budget and
 * exits 1 when one is missed. Usage: npm run bench:search [-- --json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../lib/i18n';
import { SearchEngine } from '../lib/search/engine';
import { compactIndex } from '../lib/search/hit';
import { buildSearchIndex } from '../lib/search/records';
import type { SearchIndexData } from '../lib/search/types';
import { getSiteData } from '../lib/site-data';

const BUDGET = { p95Ms: 5, recallAt5: 0.95, gzipKb: 60 };

interface Query {
  lang: 'en' | 'zh';
  query: string;
  /** The page (URL without #anchor) a reader expects among the first five hits; a list when several answer it. */
  expect: string | string[];
}

const queries: Query[] = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'search-queries.json'), 'utf8'));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface SearchBenchRow {
  lang: string;
  records: number;
  rawKb: number;
  gzipKb: number;
  loadMs: number;
  p50Ms: number;
  p95Ms: number;
  recallAt5: number;
  mrr: number;
  queries: number;
  misses: string[];
}

/** Measures one language. */
export function benchLanguage(data: ReturnType<typeof getSiteData>, lang: 'en' | 'zh'): SearchBenchRow {
  const json = JSON.stringify(compactIndex(buildSearchIndex(data, lang)));
  const started = performance.now();
  const engine = new SearchEngine(JSON.parse(json) as SearchIndexData);
  const loadMs = performance.now() - started;
  const own = queries.filter((query) => query.lang === lang);
  const timings: number[] = [];
  let found = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (let round = 0; round < 5; round++) {
    for (const { query, expect } of own) {
      const t0 = performance.now();
      const { hits } = engine.search({ query });
      // Round 0 is the warm-up (JIT compilation); it counts for relevance, not for latency.
      if (round > 0) {
        timings.push(performance.now() - t0);
        continue;
      }
      const pages = hits.map((hit) => hit.url.split('#')[0]);
      const expected = Array.isArray(expect) ? expect : [expect];
      const firstRank = pages.findIndex((page) => expected.includes(page));
      if (firstRank >= 0 && firstRank < 5) found++;
      else misses.push(`${query} → expected ${expected.join(' or ')}, got ${pages.slice(0, 3).join(', ') || 'nothing'}`);
      reciprocal += firstRank >= 0 ? 1 / (firstRank + 1) : 0;
    }
  }
  return {
    lang,
    records: (JSON.parse(json) as SearchIndexData).records.length,
    rawKb: json.length / 1024,
    gzipKb: gzipSync(json).length / 1024,
    loadMs,
    p50Ms: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
    recallAt5: own.length ? found / own.length : 0,
    mrr: own.length ? reciprocal / own.length : 0,
    queries: own.length,
    misses,
  };
}

/** True when every language meets every budget. */
export function withinBudget(row: SearchBenchRow): boolean {
  return row.p95Ms <= BUDGET.p95Ms && row.recallAt5 >= BUDGET.recallAt5 && row.gzipKb <= BUDGET.gzipKb;
}

function main() {
  const data = getSiteData();
  const rows = LOCALES.map((lang) => benchLanguage(data, lang));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows));
  } else {
    const f = (n: number, d = 2) => n.toFixed(d);
    console.log('lang | records | index raw KB | index gzip KB (≤ 60) | load+parse ms | p50 ms | p95 ms (≤ 5) | recall@5 (≥ 0.95) | MRR | queries');
    for (const r of rows) {
      console.log(`${r.lang} | ${r.records} | ${f(r.rawKb, 1)} | ${f(r.gzipKb, 1)} ${r.gzipKb <= BUDGET.gzipKb ? 'ok' : 'OVER'} | ${f(r.loadMs, 1)} | ${f(r.p50Ms, 3)} | ${f(r.p95Ms, 3)} ${r.p95Ms <= BUDGET.p95Ms ? 'ok' : 'OVER'} | ${f(r.recallAt5, 3)} ${r.recallAt5 >= BUDGET.recallAt5 ? 'ok' : 'LOW'} | ${f(r.mrr, 3)} | ${r.queries}`);
      for (const miss of r.misses) console.log(`  miss (${r.lang}): ${miss}`);
    }
  }
  if (!rows.every(withinBudget)) process.exit(1);
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) main();
