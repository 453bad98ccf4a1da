/**
 * Shared measuring helpers of the benchmarks (scripts, not tests): building with peak-memory sampling, page weight in
 * Chromium, Lighthouse runs. Each returns plain figures; bench.ts and bench-scale.ts print them against budgets.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { LOCALES } from '../lib/i18n';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

/** Resident memory (KB) of a process and all its descendants, from /proc. */
function treeRssKb(rootPid: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/PPid:\s+(\d+)/.exec(status)?.[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended while we looked
    }
  }
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop() as number;
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface RunResult {
  seconds: number;
  /** User + system CPU time of the command and all its children. */
  cpuSeconds: number;
  peakMb: number;
}

/**
 * Runs a command under /usr/bin/time (for the CPU time of its whole tree), sampling the memory of the process tree
 * every 200 ms; rejects on a non-zero exit.
 */
export function runMeasured(command: string, args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  const timeFile = path.join(os.tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, command, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRssKb(child.pid as number))), 200);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`));
      const [user, system] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop()?.split(' ').map(Number) ?? [
        0, 0,
      ];
      fs.rmSync(timeFile, { force: true });
      resolve({ seconds: (performance.now() - started) / 1000, cpuSeconds: user + system, peakMb: peak / 1024 });
    });
  });
}

/** Counts the HTML pages of an export (404 and Next's internal not-found page excluded). */
export function countPages(outDir: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (entry.name.endsWith('.html') && !/^(404|_not-found)\.html$/.test(entry.name)) count++;
    }
  };
  walk(outDir);
  return count;
}

export interface PageWeight {
  jsRaw: number;
  jsGzip: number;
  css: number;
  html: number;
  other: number;
  total: number;
  requests: number;
}

/**
 * Bytes a page loads until the network is idle, recorded from Chromium's responses. Sizes are gzip (what crosses the
 * wire from a compressing host), plus raw JavaScript; images and JSON count as "other".
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const bodies: Promise<void>[] = [];
  const weight: PageWeight = { jsRaw: 0, jsGzip: 0, css: 0, html: 0, other: 0, total: 0, requests: 0 };
  page.on('response', (response) => {
    bodies.push(
      response
        .body()
        .then((body) => {
          const type = response.request().resourceType();
          const gzip = gzipSync(new Uint8Array(body)).length;
          weight.requests++;
          weight.total += gzip;
          if (type === 'script') {
            weight.jsRaw += body.length;
            weight.jsGzip += gzip;
          } else if (type === 'stylesheet') weight.css += gzip;
          else if (type === 'document') weight.html += gzip;
          else weight.other += gzip;
        })
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(bodies);
  await context.close();
  return weight;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The middle value (the upper of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Lighthouse (mobile or desktop preset) on one URL, `runs` times; the median of each figure. */
export async function runLighthouse(url: string, preset: 'mobile' | 'desktop', runs = 3): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const desktop = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, desktop);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
  };
}

/**
 * A corpus `factor` times the real one in a temporary folder (point CONTENT_DIR at it): content/ plus `factor - 1`
 * copies of every section folder of each language (`guide-copy-2/`, …) with their `_meta.json`. The caller removes it.
 */
export function makeScaledCorpus(factor: number): string {
  const content = path.resolve('content');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rspress-scale-'));
  fs.cpSync(content, root, { recursive: true });
  for (const locale of LOCALES) {
    const sections = fs
      .readdirSync(path.join(content, locale), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'fragments');
    for (const section of sections) {
      for (let copy = 2; copy <= factor; copy++) {
        fs.cpSync(path.join(content, locale, section.name), path.join(root, locale, `${section.name}-copy-${copy}`), {
          recursive: true,
        });
      }
    }
  }
  return root;
}
