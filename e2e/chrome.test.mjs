/** The page chrome as a visitor uses it: navbar, sidebar, outline, language and theme switches, code blocks, zoom. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';
import { firstCodeBlock, setup, withSession } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(() => env?.close());

const withPage = (options, run) => withSession(env.browser, options, run);

test('navbar: sections with the active one marked, Rstack menu in new tabs', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/introduction`, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('link', { name: 'Guide' }).getAttribute('data-active'), 'true');
    assert.equal(await nav.getByRole('link', { name: 'API' }).getAttribute('data-active'), null);
    const trigger = page.getByRole('button', { name: 'Rstack' });
    await trigger.hover();
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await panel.getByRole('link', { name: /Rsdoctor/ }).waitFor();
    for (const name of ['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor']) {
      const link = panel.getByRole('link', { name: new RegExp(`^${name}`) });
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    }
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    for (const name of ['GitHub', 'Discord', 'X'])
      assert.ok(await page.getByRole('link', { name, exact: true }).count());
  }));

test('sidebar: groups expanded, collapsible, current page marked; outline links resolve', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/getting-started`, { waitUntil: 'networkidle' });
    const sidebar = page.getByRole('navigation', { name: 'Pages in this section' });
    const current = sidebar.locator('[aria-current="page"]');
    assert.equal(await current.getAttribute('href'), '/guide/start/getting-started');
    const group = sidebar.locator('details').first();
    assert.equal(await group.getAttribute('open'), '');
    await group.locator('summary').click();
    assert.equal(await group.getAttribute('open'), null);
    await group.locator('summary').click();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const hrefs = await toc.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(hrefs.length > 0, 'the outline lists headings');
    for (const href of hrefs) assert.equal(await page.locator(`[id="${href.slice(1)}"]`).count(), 1, href);
    await toc.locator('a').last().click();
    await page.waitForFunction(() =>
      document.querySelector('nav[aria-label="On this page"] [aria-current="location"]'),
    );
  }));

test('long pages: sections far below are not laid out at load, the outline still reaches them, spacing unchanged', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/zh/guide/basic/use-mdx`, { waitUntil: 'networkidle' });
    // The section box is always laid out (at its placeholder height); what it skips is its content.
    const lastSkipped = await page.evaluate(
      () =>
        !document.querySelector('article > section:last-of-type > h2').checkVisibility({ contentVisibilityAuto: true }),
    );
    assert.equal(lastSkipped, true, 'the content of the last section is skipped while far from the viewport');
    const links = page.getByRole('navigation', { name: '本页目录' }).locator('a[href^="#"]');
    const target = links.nth(Math.floor((await links.count()) * 0.6));
    const id = decodeURIComponent((await target.getAttribute('href')).slice(1));
    await target.click();
    await page.waitForFunction((headingId) => {
      const top = document.getElementById(headingId).getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    }, id);
    await page.waitForFunction(
      (headingId) =>
        document.querySelector('[data-toc] [aria-current="location"]')?.getAttribute('href') === `#${headingId}`,
      id,
    );
    // Every section rendered: no bottom margin stays trapped inside one (it would add to the next section's top).
    for (const route of [
      '/zh/guide/basic/use-mdx',
      '/guide/default-theme/home-page',
      '/plugin/official-plugins/last-updated',
    ]) {
      await page.setViewportSize({ width: 1280, height: 40000 });
      await page.goto(`${env.base}${route}`, { waitUntil: 'networkidle' });
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll('article > section')].map((section) => {
          const box = section.getBoundingClientRect();
          const last = section.lastElementChild.getBoundingClientRect();
          const next = section.nextElementSibling?.matches('section') ? section.nextElementSibling : null;
          return {
            trapped: Math.round(box.bottom - last.bottom),
            between: next && Math.round(next.getBoundingClientRect().top - box.bottom),
          };
        }),
      );
      assert.ok(gaps.length > 1, route);
      for (const gap of gaps) {
        assert.equal(gap.trapped, 0, route);
        if (gap.between !== null) assert.equal(gap.between, 48, route);
      }
    }
  }));

test('client-side navigation keeps the page alive and shows the progress bar', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/introduction`, { waitUntil: 'networkidle' });
    await page.evaluate(() => (window.__stayed = true));
    // Hold the route payload so the progress bar is visible while it loads.
    await page.route('**/*.txt*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Pages in this section' })
      .getByRole('link', { name: 'Quick start' })
      .click();
    await page.locator('#nprogress').waitFor({ state: 'attached', timeout: 3000 });
    await page.waitForURL('**/guide/start/getting-started');
    await page.locator('h1', { hasText: 'Quick start' }).waitFor();
    assert.equal(await page.evaluate(() => window.__stayed), true, 'no full reload');
  }));

test('language switch lands on the same page and keeps the hash', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/getting-started`, { waitUntil: 'networkidle' });
    const id = await page.locator('article h2[id]').first().getAttribute('id');
    await page.goto(`${env.base}/guide/start/getting-started#${id}`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Change language: 简体中文/ }).click();
    await page.waitForURL(`**/zh/guide/start/getting-started#${id}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
    assert.equal(await page.locator(`[id="${id}"]`).count(), 1);
    await page.getByRole('link', { name: /切换语言: English/ }).click();
    await page.waitForURL(`**/guide/start/getting-started#${id}`);
  }));

test('appearance toggle switches and is remembered without a flash', () =>
  withPage({ colorScheme: 'light' }, async ({ page, errors }) => {
    await page.goto(`${env.base}/guide/start/introduction`, { waitUntil: 'networkidle' });
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
    await page.getByRole('button', { name: /Switch appearance/ }).click();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    // The class must be set by the inline head script, before any app JavaScript runs.
    await page.route('**/_next/static/**', (route) => route.abort());
    await page.reload();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    errors.length = 0; // the scripts aborted on purpose are logged as failed loads
  }));

test('navbar hides on scroll down and returns on scroll up', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/introduction`, { waitUntil: 'networkidle' });
    const header = page.locator('header').first();
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.hidden === 'true');
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => document.querySelector('header')?.dataset.hidden === 'false');
    assert.equal(await header.getAttribute('data-hidden'), 'false');
  }));

test('code blocks copy their code and toggle wrapping', () =>
  withPage({ permissions: ['clipboard-read', 'clipboard-write'] }, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/getting-started`, { waitUntil: 'networkidle' });
    const block = firstCodeBlock(page);
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, (await block.locator('pre').textContent()).replace(/\n$/, ''));
    await block.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    await block.getByRole('button', { name: 'Toggle code wrap' }).click();
    assert.equal(await block.getAttribute('data-wrap'), 'true');
  }));

test('content images zoom on click', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/basic/conventional-route`, { waitUntil: 'networkidle' });
    const image = page.locator('article [data-zoom-trigger] img').first();
    // Keep the image clear of the sticky navbar, as a reader would have it on screen.
    await image.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    assert.ok(await page.getByRole('button', { name: /^Expand image/ }).count(), 'a keyboard-reachable zoom button');
    const requests = [];
    page.on('request', (request) => requests.push(request.url()));
    await image.click();
    await page.locator('[data-rmiz-modal-img]').waitFor();
    assert.ok(
      requests.some((url) => url.includes('/_next/static/chunks/')),
      'the zoom code loads on first use',
    );
    await page.keyboard.press('Escape');
    await page.locator('[data-rmiz-modal-img]').waitFor({ state: 'hidden' });
  }));

test('mobile: the menu drawer holds navigation and sidebar, labelled per language', () =>
  withPage({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true }, async ({ page }) => {
    await page.goto(`${env.base}/zh/guide/start/introduction`, { waitUntil: 'networkidle' });
    const menu = page.getByRole('button', { name: '菜单', exact: true });
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    await menu.click();
    const drawer = page.locator('#site-drawer');
    await drawer.getByRole('link', { name: '插件' }).waitFor();
    assert.ok(await drawer.getByRole('link', { name: '快速开始' }).isVisible());
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '菜单', exact: true }).waitFor();
  }));

test('skip link moves focus to the content', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/introduction`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.ok(await skip.evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Enter');
    await page.waitForURL('**#main-content');
  }));

test('start-up scripts carry V8 compile hints; scripts loaded on demand (search dialog) do not', () =>
  withPage({}, async ({ page }) => {
    const scripts = new Map();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
    });
    await page.goto(`${env.base}/guide/start/introduction`, { waitUntil: 'networkidle' });
    const atStart = new Set(scripts.keys());
    await page.keyboard.press('Control+k');
    await page.getByRole('searchbox').waitFor();
    await page.waitForLoadState('networkidle');
    const onDemand = [...scripts.keys()].filter((url) => !atStart.has(url));
    assert.ok(atStart.size >= 3 && onDemand.length > 0, `${atStart.size} start-up, ${onDemand.length} on demand`);
    const hinted = async (url) => (await scripts.get(url)).startsWith(COMPILE_HINT);
    // The noModule polyfill chunk is listed in the HTML but never fetched by Chromium.
    for (const url of atStart) assert.ok(await hinted(url), `start-up script without hint: ${url}`);
    for (const url of onDemand) assert.equal(await hinted(url), false, `on-demand script with hint: ${url}`);
  }));
