/** Routes, clean URLs, head tags and the 404 page, checked over HTTP and in the browser. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { listRoutes, openPage, setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(() => env?.close());

const SPEC_ROUTES = ['/', '/api/', '/guide/start/introduction', '/guide/start/getting-started'];

test('the spec routes answer 200 in both languages', async () => {
  for (const route of SPEC_ROUTES) {
    for (const url of [route, route === '/' ? '/zh/' : `/zh${route}`]) {
      const response = await fetch(env.base + url, { redirect: 'manual' });
      assert.equal(response.status, 200, url);
    }
  }
});

test('every sitemap route answers 200', async () => {
  for (const route of listRoutes()) {
    const response = await fetch(env.base + route, { redirect: 'manual' });
    assert.equal(response.status, 200, route);
  }
});

test('clean URLs: with and without a trailing slash, .html redirects', async () => {
  assert.equal((await fetch(`${env.base}/api`, { redirect: 'manual' })).status, 200);
  assert.equal((await fetch(`${env.base}/api/`, { redirect: 'manual' })).status, 200);
  const html = await fetch(`${env.base}/guide/start/introduction.html`, { redirect: 'manual' });
  assert.equal(html.status, 301);
  assert.match(html.headers.get('location') ?? '', /\/guide\/start\/introduction$/);
  const body = await (await fetch(`${env.base}/guide/start/introduction`)).text();
  assert.doesNotMatch(body, /href="\/[^"]*\.html"/, 'no .html in links');
});

test('head tags: title, description, canonical, hreflang, Open Graph, lang', async () => {
  const en = await (await fetch(`${env.base}/guide/start/introduction`)).text();
  assert.match(en, /<html lang="en"/);
  assert.match(en, /<title>Introduction - Rspress<\/title>/);
  assert.match(en, /<meta name="description" content="[^"]{20,}"/);
  assert.match(en, /<link rel="canonical" href="https?:\/\/[^"]+\/guide\/start\/introduction"/);
  assert.match(en, /<link rel="alternate" hrefLang="zh-CN" href="[^"]+\/zh\/guide\/start\/introduction"/);
  assert.match(en, /<link rel="alternate" hrefLang="x-default" href="[^"]+\/guide\/start\/introduction"/);
  assert.match(en, /<meta property="og:title" content="Introduction - Rspress"/);
  const zh = await (await fetch(`${env.base}/zh/`)).text();
  assert.match(zh, /<html lang="zh-CN"/);
  assert.match(zh, /<title>Rspress - 基于 Rsbuild 的静态站点生成器<\/title>/);
});

test('sitemap.xml and robots.txt are emitted', async () => {
  const sitemap = await (await fetch(`${env.base}/sitemap.xml`)).text();
  assert.match(sitemap, /\/zh\/guide\/start\/introduction<\/loc>/);
  const robots = await (await fetch(`${env.base}/robots.txt`)).text();
  assert.match(robots, /Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test('unknown URLs get the 404 page, in Chinese under /zh/', async () => {
  const { page, context, errors } = await openPage(env.browser);
  const response = await page.goto(`${env.base}/guide/no-such-page`);
  assert.equal(response?.status(), 404);
  assert.equal(await page.locator('h1').textContent(), 'Page not found');
  await page.goto(`${env.base}/zh/guide/no-such-page`);
  assert.equal(await page.locator('h1').textContent(), '页面不存在');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await page.getByRole('link', { name: '返回首页' }).getAttribute('href'), '/zh/');
  await page.waitForLoadState('networkidle');
  assert.equal(await page.locator('h1').textContent(), '页面不存在', 'still Chinese after hydration');
  assert.deepEqual(
    errors.filter((error) => !/404/.test(error)),
    [],
  );
  await context.close();
});
