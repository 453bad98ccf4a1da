/**
 * Whole-site sweep: every exported page in both languages loads with no console or hydration error, makes no request
 * beyond 127.0.0.1, has one h1, a title, a description and the right lang, and axe finds no serious or critical issue.
 * Every rendered internal link and #anchor is then checked against the pages and ids actually rendered.
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
  const idsByPath = new Map();
  const linksByRoute = new Map();
  const clean = (path) => (path.length > 1 ? path.replace(/\/$/, '') : path);
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
      idsByPath.set(
        clean(route),
        new Set(await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id))),
      );
      linksByRoute.set(
        route,
        await page.evaluate(() =>
          [...document.querySelectorAll('a[href]')]
            .map((anchor) => anchor.getAttribute('href'))
            .filter((href) => href.startsWith('/') || href.startsWith('#')),
        ),
      );
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
  for (const [route, links] of linksByRoute) {
    for (const href of links) {
      const [pathPart, hash] = href.split('#');
      const target = clean(pathPart || route);
      if (/\.[a-z\d]+$/i.test(target)) {
        const response = await fetch(env.base + target, { method: 'HEAD' });
        if (response.status !== 200) problems.push(`${route}: dead link ${href} (${response.status})`);
        continue;
      }
      const ids = idsByPath.get(target);
      if (!ids) problems.push(`${route}: dead link ${href}`);
      else if (hash && !ids.has(decodeURIComponent(hash))) problems.push(`${route}: dead anchor ${href}`);
    }
  }
  assert.deepEqual(problems, []);
});
