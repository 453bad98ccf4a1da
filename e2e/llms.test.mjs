/** Readers beyond the browser: llms.txt, llms-full.txt, a Markdown twin per page and the "Copy page" button. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { listRoutes, openPage, setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(() => env?.close());

const twinOf = (route) => `${route.replace(/\/$/, '')}.md`;
const isHome = (route) => route === '/' || route === '/zh/';
/** Markdown outside code (fenced and inline code may show MDX syntax on purpose). */
const prose = (markdown) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)[^`\n][\s\S]*?\1/g, '');

test('every page has a Markdown twin without MDX or JSX syntax; home and 404 have none', async () => {
  const routes = listRoutes().filter((route) => !isHome(route));
  for (const route of routes) {
    const response = await fetch(env.base + twinOf(route));
    assert.equal(response.status, 200, twinOf(route));
    assert.match(response.headers.get('content-type') ?? '', /text\/markdown/);
    const markdown = await response.text();
    assert.match(
      markdown,
      /^---\ntitle: ".+"\n(description: ".+"\n)?url: https?:\/\/\S+\n---\n\n# /,
      `${route}: frontmatter and title`,
    );
    const body = prose(markdown);
    assert.doesNotMatch(body, /^\s*(import|export)\s/m, `${route}: import/export line`);
    assert.doesNotMatch(body, /<\/?[A-Z][A-Za-z]*[\s/>]/, `${route}: JSX component`);
    assert.doesNotMatch(body, /^:::/m, `${route}: container syntax`);
    assert.doesNotMatch(body, /\]\(\/(?!\/)/, `${route}: relative site link`);
  }
  assert.equal((await fetch(`${env.base}/index.md`)).status, 404);
  assert.equal((await fetch(`${env.base}/zh.md`)).status, 404);
});

test('llms.txt lists every page of its language exactly once, in both languages', async () => {
  const routes = listRoutes().filter((route) => !isHome(route));
  for (const [file, inLanguage] of [
    ['/llms.txt', (route) => !route.startsWith('/zh/')],
    ['/zh/llms.txt', (route) => route.startsWith('/zh/')],
  ]) {
    const text = await (await fetch(env.base + file)).text();
    assert.match(text, /^# Rspress\n\n> .+/);
    const listed = [...text.matchAll(/\]\(https?:\/\/[^/)]+([^)]*)\)/g)].map((match) => match[1]);
    const expected = routes.filter(inLanguage).sort();
    assert.deepEqual([...listed].sort(), expected, file);
    assert.equal(new Set(listed).size, listed.length, `${file}: no page twice`);
  }
  const full = await (await fetch(`${env.base}/zh/llms-full.txt`)).text();
  assert.match(full, /# 快速开始/);
});

test('robots.txt and the sitemap stay pages-only', async () => {
  const sitemap = await (await fetch(`${env.base}/sitemap.xml`)).text();
  assert.doesNotMatch(sitemap, /\.md<\/loc>|llms/);
});

test('"Copy page" puts the twin on the clipboard; "Open as Markdown" links to it', async () => {
  const { page, context, errors } = await openPage(env.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${env.base}/zh/guide/basic/ssg`, { waitUntil: 'networkidle' });
  assert.equal(
    await page.getByRole('link', { name: '以 Markdown 查看' }).getAttribute('href'),
    '/zh/guide/basic/ssg.md',
  );
  await page.getByRole('button', { name: '复制页面' }).click();
  await page.getByRole('status').filter({ hasText: '已复制页面' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await fetch(`${env.base}/zh/guide/basic/ssg.md`)).text();
  assert.equal(copied, twin);
  assert.deepEqual(errors, []);
  await context.close();
});
