/**
 * Keyboard and screen-reader paths: the mobile drawer, the search dialog and image zoom walked with the keyboard only;
 * landmark names, the "Copied" announcement, the search button's name, and long identifiers in the sidebar and outline.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { firstCodeBlock, setup, withSession } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(() => env?.close());

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };
const withPage = (options, run) => withSession(env.browser, options, run);

/** Presses Tab until `isTarget(document.activeElement)` holds in the page; fails after `limit` presses. */
async function tabTo(page, isTarget, arg, limit = 120) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isTarget, arg)) return;
  }
  assert.fail(`no element reached after ${limit} Tab presses`);
}

const focusedIs = (page, selector) => page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector);

test('mobile drawer, keyboard only: focus stays inside, the page behind is inert, Escape returns focus', () =>
  withPage(PHONE, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/introduction`, { waitUntil: 'networkidle' });
    const menuButton = '[aria-controls="site-drawer"]';
    await tabTo(page, (css) => document.activeElement?.matches(css), menuButton);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.menuOpen === 'true');
    assert.equal(await page.locator(menuButton).getAttribute('aria-expanded'), 'true');
    assert.ok(
      await page.evaluate(() => document.getElementById('site-drawer').contains(document.activeElement)),
      'focus moved into the drawer',
    );

    const outside = [];
    for (let press = 0; press < 60; press++) {
      await page.keyboard.press(press % 4 === 3 ? 'Shift+Tab' : 'Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        return document.getElementById('site-drawer').contains(active)
          ? null
          : (active?.outerHTML.slice(0, 80) ?? 'nothing');
      });
      if (where) outside.push(where);
    }
    assert.deepEqual(outside, [], 'every Tab and Shift+Tab lands inside the drawer');
    const inert = await page.evaluate(() =>
      ['header', 'main', 'footer', 'a[href="#main-content"]'].map(
        (css) => !!document.querySelector(css)?.closest('[inert]'),
      ),
    );
    assert.deepEqual(inert, [true, true, true, true], 'header, main, footer and skip link are inert');
    assert.equal(await page.evaluate(() => !!document.getElementById('site-drawer').closest('[inert]')), false);

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.documentElement.dataset.menuOpen === 'false');
    await page.waitForFunction((css) => document.activeElement?.matches(css), menuButton);
    assert.equal(await page.evaluate(() => document.querySelectorAll('[inert]').length), 0, 'nothing stays inert');

    // The drawer's own close button (it covers the menu button) closes it the same way.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.menuOpen === 'true');
    const close = page.locator('#site-drawer [data-drawer-close]');
    assert.equal(await close.getAttribute('aria-label'), 'Close menu');
    await close.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((css) => document.activeElement?.matches(css), menuButton);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.menuOpen), 'false');

    // A link chosen with the keyboard navigates and closes the drawer.
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.menuOpen === 'true');
    await tabTo(page, () => document.activeElement?.textContent === 'Quick start');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/guide/start/getting-started');
    await page.waitForFunction(() => document.documentElement.dataset.menuOpen === 'false');
  }));

test('search dialog, keyboard only: open, type, arrow to a result, Enter navigates; Escape returns focus', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/introduction`, { waitUntil: 'networkidle' });
    const button = 'button[aria-haspopup="dialog"]';
    await tabTo(page, (css) => document.activeElement?.matches(css), button);
    await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Input').waitFor();
    assert.ok(await focusedIs(page, '.DocSearch-Input'), 'typing goes to the search field');
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    assert.ok(await focusedIs(page, button), 'Escape returns focus to the search button');

    await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('Quick start');
    // Results arrive per keystroke (`Quick s` lists other sections than `Quick start`): choose from the list once it
    // has settled, the same in two polls 300 ms apart, or the selection can change under the Enter key.
    await page.waitForFunction(
      () => {
        const hits = [...document.querySelectorAll('.DocSearch-Hit a')].map((link) => link.href).join(' ');
        const settled = hits !== '' && hits === window.__settledHits;
        window.__settledHits = hits;
        return settled;
      },
      null,
      { polling: 300 },
    );
    await page.keyboard.press('ArrowDown');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    await selected.waitFor();
    const href = await selected.getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
  }));

test('image zoom, keyboard only: Tab to the image, Enter zooms, Escape closes and keeps focus on the image', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/basic/conventional-route`, { waitUntil: 'networkidle' });
    const trigger = page.locator('article [data-zoom-trigger]').first();
    assert.equal(await trigger.evaluate((element) => element.tagName), 'BUTTON', 'the zoom trigger is a real button');
    assert.match(await trigger.getAttribute('aria-label'), /^Expand image/);
    await tabTo(page, () => !!document.activeElement?.closest('article [data-zoom-image]'), undefined, 200);
    // Focusing the image loads the zoom code; focus then sits on the library's own zoom button.
    await page.waitForFunction(() => document.activeElement?.matches('article [data-zoom-image] [data-rmiz-btn-zoom]'));
    await page.keyboard.press('Enter');
    await page.locator('[data-rmiz-modal-img]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-rmiz-modal-img]').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => !!document.activeElement?.closest('article [data-zoom-image]'));
  }));

test('Enter on an image whose zoom code has not loaded yet zooms it', () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/guide/basic/conventional-route`, { waitUntil: 'networkidle' });
    // Block the zoom chunk until Enter is pressed, so the first Enter lands on the plain button.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('article [data-zoom-trigger]').first().focus();
    await page.keyboard.press('Enter');
    release();
    await page.locator('[data-rmiz-modal-img]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-rmiz-modal-img]').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => !!document.activeElement?.closest('article [data-zoom-image]'));
  }));

test('landmarks have distinct names, on phones and on desktops, in both languages', async () => {
  for (const options of [PHONE, {}]) {
    for (const url of ['/guide/start/introduction', '/zh/guide/start/introduction']) {
      await withPage(options, async ({ page }) => {
        await page.goto(env.base + url, { waitUntil: 'networkidle' });
        const landmarks = await page.evaluate(() =>
          [
            ...document.querySelectorAll('nav, aside, [role="navigation"], [role="complementary"], [role="region"]'),
          ].map(
            (element) =>
              `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${element.getAttribute('aria-label')}`,
          ),
        );
        assert.deepEqual(landmarks, [...new Set(landmarks)], `${url}: ${landmarks.join(' | ')}`);
      });
    }
  }
});

test('"Copied" is announced once: by the status region, while the copy buttons keep their names', () =>
  withPage({ permissions: ['clipboard-read', 'clipboard-write'] }, async ({ page }) => {
    await page.goto(`${env.base}/guide/start/getting-started`, { waitUntil: 'networkidle' });
    const block = firstCodeBlock(page);
    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code' });
    await copy.click();
    await block.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    assert.equal(await copy.getAttribute('aria-label'), 'Copy code');
    assert.equal(await page.getByRole('button', { name: /Copied/ }).count(), 0);
    assert.equal(await page.getByText('Copied', { exact: true }).count(), 1);

    const copyPage = page.getByRole('button', { name: 'Copy page' });
    await copyPage.click();
    await page.getByRole('status').filter({ hasText: 'Page copied' }).waitFor();
    assert.equal(await copyPage.textContent(), 'Copy page');
    assert.equal(await page.getByText('Page copied', { exact: true }).count(), 1);
  }));

test("the search button's accessible name contains its visible text (axe label-in-name)", () =>
  withPage({}, async ({ page }) => {
    await page.goto(`${env.base}/`, { waitUntil: 'networkidle' });
    await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
    const violations = await page.evaluate(async () => {
      const results = await window.axe.run('button[aria-haspopup="dialog"]', {
        runOnly: ['label-content-name-mismatch'],
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      return results.violations.length + results.incomplete.length;
    });
    assert.equal(violations, 0);
    assert.ok(await page.getByRole('button', { name: 'Search' }).isVisible());
  }));

test('sidebar and outline wrap long identifiers instead of clipping them (375 px and 1280 px, both languages)', async () => {
  const clipped = () =>
    [...document.querySelectorAll('#site-drawer a, #site-drawer summary, nav[aria-label] li a')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const column = element.closest('#site-drawer, aside, nav');
        const scroller = column?.getBoundingClientRect();
        return element.scrollWidth > element.clientWidth + 1 || (scroller && box.right > scroller.right + 1);
      })
      .map((element) => element.textContent);
  for (const url of ['/api/config/config-theme', '/zh/api/config/config-theme']) {
    await withPage({ viewport: { width: 1280, height: 800 } }, async ({ page }) => {
      await page.goto(env.base + url, { waitUntil: 'networkidle' });
      const outline = page.getByRole('navigation', { name: url.startsWith('/zh') ? '本页目录' : 'On this page' });
      const entry = outline.getByRole('link', { name: 'NavItemWithLinkAndChildren', exact: true });
      assert.ok(await entry.isVisible(), 'the outline lists the long identifier');
      const box = await entry.boundingBox();
      const column = await outline.boundingBox();
      assert.ok(
        box.x + box.width <= column.x + column.width + 1,
        `the entry ends inside the outline (${JSON.stringify({ box, column })})`,
      );
      assert.deepEqual(await page.evaluate(clipped), [], `${url} at 1280 px`);
    });
    await withPage(PHONE, async ({ page }) => {
      await page.goto(env.base + url, { waitUntil: 'networkidle' });
      await page.locator('[aria-controls="site-drawer"]').click();
      await page.waitForFunction(() => document.documentElement.dataset.menuOpen === 'true');
      assert.deepEqual(await page.evaluate(clipped), [], `${url} at 375 px`);
    });
  }
});
