/**
 * Shared set-up of the browser tests: the static server on a free 127.0.0.1 port, Debian's Chromium through
 * playwright-core, a page that records console errors and blocks (and records) any request leaving 127.0.0.1.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, assertChromium } from '../scripts/chromium.mjs';
import { startServer } from '../scripts/serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = path.join(ROOT, 'out');
/** The fixture site built with hosted-search credentials (npm run build:hosted-fixture). */
export const HOSTED_OUT = path.join(ROOT, 'e2e', '.hosted-out');

/**
 * Starts the browser and the server (on out/, or on `root`); call the returned `close` in an `after` hook. If either
 * fails, whatever was already started is closed before the error is rethrown, so a failed set-up never leaves a server
 * or a browser process holding the test run open.
 */
export async function setup({ root } = {}) {
  const executablePath = assertChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  let started;
  try {
    started = await startServer({ port: 0, ...(root ? { root } : {}) });
  } catch (error) {
    await browser.close();
    throw error;
  }
  const { server, url } = started;
  return {
    base: url,
    browser,
    close: async () => {
      await browser.close().catch(() => {});
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A new page (own context) that records console errors, page errors and requests to other hosts (which are aborted).
 * @returns {Promise<{ page: import('playwright-core').Page, context: import('playwright-core').BrowserContext, errors: string[], external: string[] }>}
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = [];
  const external = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    external.push(url.href);
    return route.abort();
  });
  return { page, context, errors, external };
}

/**
 * Runs `run` with a fresh page (see openPage), then asserts that it logged no console error and sent no request beyond
 * 127.0.0.1; the page's context is closed either way.
 */
export async function withSession(browser, options, run) {
  const session = await openPage(browser, options);
  try {
    await run(session);
    assert.deepEqual(session.errors, [], 'no console errors');
    assert.deepEqual(session.external, [], 'no request left 127.0.0.1');
  } finally {
    await session.context.close();
  }
}

/** Every page URL path of the export, from its sitemap. */
export function listRoutes() {
  const xml = fs.readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/');
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inParallel(items, limit, task) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length) await task(queue.shift());
  });
  await Promise.all(workers);
}

/** The first code block of the page's article (its frame holds the code, the copy and wrap buttons, the status). */
export function firstCodeBlock(page) {
  return page
    .locator('article [data-wrap]')
    .filter({ has: page.locator('pre') })
    .first();
}

/**
 * Runs axe-core in the page, its experimental rules included (label-in-name checks, focus order, hidden
 * focusable content…), and returns the serious and critical violations.
 */
export async function axeViolations(page) {
  await page.addScriptTag({ path: path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js') });
  const results = await page.evaluate(() => {
    const experimental = Object.fromEntries(
      window.axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]),
    );
    return window.axe.run(document, { resultTypes: ['violations'], rules: experimental });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
