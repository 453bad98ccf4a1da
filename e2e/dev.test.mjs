/**
 * Live authoring with `npm run dev` (on a temporary copy of content/, scripts/dev-server.mjs): an edit to a page, a
 * `_meta.json` or `i18n.json` shows on the next request without a restart, and a content error shows as the page, in
 * the browser, with its file:line until it is fixed. How fast is measured by `npm run bench:dev`, not here.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, assertChromium } from '../scripts/chromium.mjs';
import { appendToFirstHeading, sidebarLinks, startDevServer } from '../scripts/dev-server.mjs';

const PAGE = '/guide/basic/ssg';
const PAGE_FILE = 'en/guide/basic/ssg.mdx';

let dev;
let browser;
before(async () => {
  const executablePath = assertChromium();
  dev = await startDevServer();
  browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
});
after(async () => {
  await browser?.close();
  await dev?.stop();
});

const html = async (route) => {
  const response = await fetch(dev.url + route);
  return { status: response.status, body: await response.text() };
};

test('an edit to a page, a _meta.json or i18n.json shows on the next request, and undoing it restores the page', async () => {
  const before = await html(PAGE);
  assert.equal(before.status, 200);
  assert.doesNotMatch(before.body, /Live edit marker/);
  const order = sidebarLinks(before.body, '/guide/basic/');
  assert.ok(order.indexOf('/guide/basic/deploy') > order.indexOf('/guide/basic/conventional-route'), order.join(' '));

  const restores = [
    dev.edit(PAGE_FILE, (source) => appendToFirstHeading(source, 'Live edit marker')),
    dev.edit('en/guide/basic/_meta.json', (source) =>
      JSON.stringify(['deploy', ...JSON.parse(source).filter((name) => name !== 'deploy')]),
    ),
    dev.edit('i18n.json', (source) => source.replace('"en": "Features"', '"en": "Features label edit"')),
  ];
  try {
    const edited = await html(PAGE);
    assert.equal(edited.status, 200);
    assert.match(edited.body, /<h2[^>]*>.*Live edit marker/, 'the heading edit');
    const editedOrder = sidebarLinks(edited.body, '/guide/basic/');
    assert.ok(
      editedOrder.indexOf('/guide/basic/deploy') < editedOrder.indexOf('/guide/basic/conventional-route'),
      `the _meta.json order: ${editedOrder.join(' ')}`,
    );
    assert.match(edited.body, /Features label edit/, 'the i18n.json label');
  } finally {
    for (const restore of restores) restore();
  }
  const restored = await html(PAGE);
  assert.doesNotMatch(restored.body, /Live edit marker|Features label edit/);
});

test('a content error shows in the browser with its file:line, and the page is back once it is fixed', async () => {
  const page = await browser.newPage();
  try {
    for (const [problem, snippet, message] of [
      ['unknown component', '<Foo bar={1} />', /unknown component <Foo>; use one of .*Badge/],
      ['broken link', 'See [the guide](/guide/no-such-page).', /broken link "\/guide\/no-such-page"/],
    ]) {
      let line = 0;
      const restore = dev.edit(PAGE_FILE, (source) => {
        const appended = `${source.replace(/\n*$/, '\n')}\n${snippet}\n`;
        line = appended.split('\n').length - 1;
        return appended;
      });
      try {
        await page.goto(dev.url + PAGE);
        const alert = page.locator('main[role="alert"]'); // the content error (Next's route announcer is an alert too)
        await alert.waitFor({ timeout: 20_000 });
        const text = await alert.innerText();
        assert.match(text, new RegExp(`content/${PAGE_FILE.replace(/\./g, '\\.')}:${line}: `), `${problem}: file:line`);
        assert.match(text, message, problem);
      } finally {
        restore();
      }
      await page.goto(dev.url + PAGE);
      await page.locator('article h1').waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('main[role="alert"]').count(), 0, `${problem}: no error once fixed`);
    }
  } finally {
    await page.close();
  }
});
