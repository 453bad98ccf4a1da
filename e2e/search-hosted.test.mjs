/**
 * Hosted provider mode: the fixture site built with NEXT_PUBLIC_DOCSEARCH_* sends DocSearch's multi-index query to
 * the provider's hosts. The browser never reaches them: the test answers with a fixture, then makes every host fail.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTED_OUT, openPage, setup } from './helpers.mjs';

let env;
before(async () => {
  env = await setup({ root: HOSTED_OUT });
});
after(() => env?.close());

const PROVIDER_HOSTS = /^https:\/\/fixtureapp(-dsn|-\d)?\.algolia(net)?\.(net|com)\//i;

const HIT = {
  objectID: 'fixture-1',
  url: '/docs/nested/beta#details',
  type: 'lvl2',
  hierarchy: { lvl0: 'Docs', lvl1: 'Beta', lvl2: 'Details', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  _highlightResult: {
    hierarchy: { lvl0: { value: 'Docs' }, lvl1: { value: 'Beta' }, lvl2: { value: '<mark>Details</mark>' } },
  },
  _snippetResult: { hierarchy: { lvl1: { value: 'Beta' }, lvl2: { value: '<mark>Details</mark>' } } },
};

test('sends the multi-index query to the provider and shows its hits', async () => {
  const { page, context, errors } = await openPage(env.browser);
  const bodies = [];
  await page.route(PROVIDER_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    assert.equal(url.pathname, '/1/indexes/*/queries');
    bodies.push(JSON.parse(route.request().postData() ?? '{}'));
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: [{ hits: [HIT], nbHits: 1, queryID: 'q-fixture', page: 0, nbPages: 1, hitsPerPage: 20 }],
      }),
    });
  });
  await page.goto(`${env.base}/docs/alpha`, { waitUntil: 'networkidle' });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('details');
  const hit = page.locator('.DocSearch-Hit a').first();
  await hit.waitFor();
  assert.equal(await hit.getAttribute('href'), '/docs/nested/beta#details');
  const request = bodies.at(-1).requests[0];
  for (const field of [
    'query',
    'indexName',
    'attributesToRetrieve',
    'attributesToSnippet',
    'snippetEllipsisText',
    'highlightPreTag',
    'highlightPostTag',
    'hitsPerPage',
    'clickAnalytics',
  ]) {
    assert.ok(field in request, `payload has ${field}`);
  }
  assert.equal(request.indexName, 'rspress-fixture');
  assert.equal(request.hitsPerPage, 20);
  assert.ok(await page.locator('.DocSearch-Logo').isVisible(), 'the hosted provider keeps its attribution');
  assert.deepEqual(errors, []);
  await context.close();
});

test('shows the error screen when every provider host is unreachable', async () => {
  const { page, context } = await openPage(env.browser);
  const attempts = [];
  await page.route(PROVIDER_HOSTS, (route) => {
    attempts.push(new URL(route.request().url()).host);
    return route.abort('connectionrefused');
  });
  await page.goto(`${env.base}/docs/alpha`, { waitUntil: 'networkidle' });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('details');
  await page.getByText('Unable to fetch results').waitFor({ timeout: 15000 });
  await page.getByText('You might want to check your network connection.').waitFor();
  assert.ok(new Set(attempts).size >= 2, `the client tried several hosts: ${[...new Set(attempts)].join(', ')}`);
  await context.close();
});
