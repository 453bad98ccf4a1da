/** @jest-environment node */
import path from 'node:path';
import { buildIndexFiles } from '@/lib/search/index-files';
import { buildSearchFiles } from '@/lib/search/records';
import { getSiteData } from '@/lib/site-data';

jest.mock('@/lib/search/index-files', () => {
  const actual = jest.requireActual('@/lib/search/index-files');
  return { ...actual, buildIndexFiles: jest.fn(actual.buildIndexFiles) };
});

const root = path.join(__dirname, '..', 'fixtures', 'valid');
const built = buildIndexFiles as jest.MockedFunction<typeof buildIndexFiles>;

describe('the search index on disk', () => {
  const data = getSiteData(root);

  it('is read back, not rebuilt, by a build with the same content; a changed page rebuilds it', () => {
    const first = buildSearchFiles(data, 'en', root);
    const calls = built.mock.calls.length;
    // A copy stands for the next build's site data (the in-process memo is keyed by the object).
    const again = buildSearchFiles({ ...data }, 'en', root);
    expect(built.mock.calls.length).toBe(calls);
    expect(Object.fromEntries(again)).toEqual(JSON.parse(JSON.stringify(Object.fromEntries(first))));

    const title = `Alpha renamed ${Date.now()}`;
    const changed = {
      ...data,
      pages: data.pages.map((page) =>
        page.url === '/docs/alpha' ? { ...page, frontmatter: { ...page.frontmatter, title } } : page,
      ),
    };
    const rebuilt = buildSearchFiles(changed, 'en', root);
    expect(built.mock.calls.length).toBe(calls + 1);
    expect(JSON.stringify([...rebuilt.values()])).toContain(title);
  });
});
