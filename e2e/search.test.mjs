/** The search dialog as a reader uses it, in both languages, over the built-in index. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, withSession } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(() => env?.close());

/** A fresh page already on `url` (see withSession). */
const withPage = (url, run, options = {}) =>
  withSession(env.browser, options, async (session) => {
    await session.page.goto(env.base + url, { waitUntil: 'networkidle' });
    await run(session);
  });

const input = (page) => page.locator('.DocSearch-Input');
const dialog = (page) => page.locator('.DocSearch-Modal');

test('the dialog and the index are not part of the first load', () =>
  withPage('/guide/start/introduction', async ({ page }) => {
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    assert.ok(!loaded.some((url) => url.includes('/search/')), 'no index fetched');
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: 'Search' }).click();
    await input(page).waitFor();
    await input(page).fill('sidebar');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.ok(
      requests.some((url) => url.endsWith('/search/en.json')),
      'index fetched on first use',
    );
    assert.ok(
      requests.some((url) => /\/search\/en-t\d+\.json$/.test(url)),
      'term shards fetched for the query',
    );
  }));

test('opens with Ctrl+K and /, closes with Escape, Cancel and a click outside', () =>
  withPage('/guide/start/introduction', async ({ page }) => {
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    // Right after closing, focus is back on the search button: `/` must still open the dialog.
    await page.keyboard.press('/');
    await input(page).waitFor();
    await page.mouse.click(5, 700);
    await dialog(page).waitFor({ state: 'detached' });
    await page.keyboard.press('Meta+k');
    await input(page).waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
  }));

test('limits the query to 64 characters and shows the empty states', () =>
  withPage('/guide/start/introduction', async ({ page }) => {
    await page.keyboard.press('Control+k');
    assert.equal(await input(page).getAttribute('maxlength'), '64');
    await page.getByText('No recent searches').waitFor();
    await input(page).fill('zzqqxxnothing');
    await page.getByText('No results for').waitFor();
    await page.getByText('"zzqqxxnothing"').waitFor();
    await page.getByText('Believe this query should return results?').waitFor();
    assert.match(await page.getByRole('link', { name: 'Let us know.' }).getAttribute('href'), /github\.com/);
  }));

test('a result navigates client-side to its #heading and closes; it then shows in recent searches', () =>
  withPage('/guide/start/introduction', async ({ page }) => {
    await page.evaluate(() => (window.__stayed = true));
    await page.keyboard.press('Control+k');
    await input(page).fill('Quick start');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    const href = await hit.getAttribute('href');
    assert.match(href, /^\/guide\/start\/getting-started/);
    await hit.click();
    await page.waitForURL(`**${href}`);
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => window.__stayed), true, 'no full reload');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }).waitFor();
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('rspress-en')));
    assert.ok(
      stored.some((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__')),
      stored.join(),
    );
  }));

test('Chinese pages search the Chinese index with Chinese texts', () =>
  withPage('/zh/guide/start/introduction', async ({ page }) => {
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByText('暂无搜索记录').waitFor();
    await input(page).fill('快速开始');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    assert.match(await hit.getAttribute('href'), /^\/zh\//);
    assert.ok(requests.some((url) => url.endsWith('/search/zh.json')));
    // Words with partial matches fall back to them; only characters the site never uses end on "no results".
    await input(page).fill('龘靐齉');
    await page.locator('.DocSearch-NoResults .DocSearch-Title', { hasText: /^没有找到相关结果 "龘靐齉"$/ }).waitFor();
    await page.getByRole('link', { name: '点此反馈' }).waitFor();
  }));

test('hostile queries render as text and never break the dialog', () =>
  withPage('/guide/start/introduction', async ({ page, errors }) => {
    await page.keyboard.press('Control+k');
    for (const query of [
      '<img src=x onerror="window.__xss=1">',
      '.*+?^${}()|[]\\',
      '"\'',
      '🚀',
      '   ',
      'x'.repeat(80),
    ]) {
      await input(page).fill(query);
      await page.waitForTimeout(150);
    }
    assert.equal(await page.evaluate(() => window.__xss), undefined);
    assert.equal((await input(page).inputValue()).length, 64);
    assert.deepEqual(errors, []);
  }));

test('an unreachable index shows the error screen', () =>
  withPage('/guide/start/introduction', async ({ page, errors }) => {
    await page.route('**/search/en.json', (route) => route.abort());
    await page.keyboard.press('Control+k');
    await input(page).fill('sidebar');
    await page.getByText('Unable to fetch results').waitFor();
    await page.getByText('You might want to check your network connection.').waitFor();
    errors.length = 0; // the aborted request is logged by the browser on purpose
  }));

test('keys pressed while an input method composes do not select or close', () =>
  withPage('/zh/guide/start/introduction', async ({ page }) => {
    await page.keyboard.press('Control+k');
    await input(page).fill('快速');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const url = page.url();
    for (const key of ['Enter', 'Escape']) {
      await input(page).evaluate((element, key) => {
        element.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode: 229, isComposing: true, bubbles: true }));
      }, key);
    }
    await page.waitForTimeout(200);
    assert.equal(page.url(), url);
    assert.ok(await dialog(page).isVisible());
  }));

/** The hrefs of the hits the dialog shows for a query (waits until the list settles on hits for it). */
async function hitsFor(page, query, expected) {
  await input(page).fill(query);
  const links = page.locator('.DocSearch-Hit a');
  await links.first().waitFor();
  if (expected) await page.locator(`.DocSearch-Hit a[href^="${expected}"]`).first().waitFor();
  else await page.waitForTimeout(300);
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
}

test('no URL is listed twice', () =>
  withPage('/guide/start/introduction', async ({ page }) => {
    await page.keyboard.press('Control+k');
    for (const query of ['clean-urls', 'route exclude', 'prev page text', 'sidebar', 'deploy']) {
      const hrefs = await hitsFor(page, query);
      assert.ok(hrefs.length > 0, query);
      assert.equal(new Set(hrefs).size, hrefs.length, `${query}: ${hrefs.join(', ')}`);
    }
  }));

test('a query whose words are not all on one page falls back to the best partial matches', () =>
  withPage('/guide/start/introduction', async ({ page }) => {
    await page.keyboard.press('Control+k');
    const hrefs = await hitsFor(page, 'sidebar zzqqxx', '/');
    assert.ok(
      hrefs.some((href) => href.includes('sidebar')),
      hrefs.join(', '),
    );
    await input(page).fill('zzqqxx');
    await page.getByText('No results for').waitFor();
  }));

test('an identifier typed four ways finds its option first', () =>
  withPage('/guide/start/introduction', async ({ page }) => {
    await page.keyboard.press('Control+k');
    for (const query of ['cleanUrls', 'cleanurls', 'clean urls', 'clean-urls']) {
      const hrefs = await hitsFor(page, query, '/api/config/config-basic#routecleanurls');
      assert.equal(hrefs[0], '/api/config/config-basic#routecleanurls', `${query}: ${hrefs.join(', ')}`);
    }
  }));

test('a Chinese synonym finds the section in other words (夜间模式 → 深色/暗黑模式)', () =>
  withPage('/zh/guide/start/introduction', async ({ page }) => {
    await page.keyboard.press('Control+k');
    const hrefs = await hitsFor(page, '夜间模式', '/zh/');
    const dark = ['/zh/guide/default-theme/navbar', '/zh/api/config/config-theme', '/zh/api/client-api/api-runtime'];
    assert.ok(
      hrefs.slice(0, 5).some((href) => dark.includes(href.split('#')[0])),
      hrefs.join(', '),
    );
    const zoom = await hitsFor(page, '图片缩放功能', '/zh/plugin/official-plugins/medium-zoom');
    assert.ok(
      zoom.slice(0, 5).some((href) => /medium-zoom|config-basic/.test(href)),
      zoom.join(', '),
    );
  }));

test('a sentence from deep inside a section finds that section', () =>
  withPage('/guide/start/introduction', async ({ page }) => {
    await page.keyboard.press('Control+k');
    const hrefs = await hitsFor(
      page,
      'the old URL does not stay in the history',
      '/plugin/official-plugins/client-redirects',
    );
    assert.match(hrefs[0], /^\/plugin\/official-plugins\/client-redirects/);
    await page.locator('.DocSearch-Hit mark').first().waitFor();
  }));
