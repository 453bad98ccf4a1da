/**
 * Whole-site sweep: every exported page in both languages loads with no console or hydration error, makes no request
 * beyond 127.0.0.1, has one h1, a title, a description and the right lang, and axe finds no serious or critical issue.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, inParallel, listRoutes, openPage, setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup();
});
after(() => env?.close());

test('every page is sound in a real browser', async () => {
  const routes = listRoutes();
  assert.ok(routes.length >= 6, `sitemap lists ${routes.length} pages`);
  const problems = [];
  await inParallel(routes, 3, async (route) => {
    const { page, context, errors, external } = await openPage(env.browser);
    try {
      const response = await page.goto(env.base + route, { waitUntil: 'networkidle' });
      const facts = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        h1: document.querySelectorAll('h1').length,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      }));
      const expectedLang = route.startsWith('/zh') ? 'zh-CN' : 'en';
      if (response?.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
      if (facts.lang !== expectedLang) problems.push(`${route}: lang "${facts.lang}"`);
      if (facts.h1 !== 1) problems.push(`${route}: ${facts.h1} h1 elements`);
      if (!/ - |\| /.test(facts.title)) problems.push(`${route}: title "${facts.title}"`);
      if (facts.description.length < 20) problems.push(`${route}: description "${facts.description}"`);
      for (const error of errors) problems.push(`${route}: console error: ${error}`);
      for (const url of external) problems.push(`${route}: request left 127.0.0.1: ${url}`);
      for (const violation of await axeViolations(page)) problems.push(`${route}: axe ${violation}`);
    } finally {
      await context.close();
    }
  });
  assert.deepEqual(problems, []);
});
