/** @jest-environment node */
import path from 'node:path';
import { findSidebar, flattenSidebar, getPrevNext } from '@/lib/navigation';
import { assertKnownComponents, getSiteData } from '@/lib/site-data';

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

describe('getSiteData on a valid tree', () => {
  const data = getSiteData(fixture('valid'));

  it('reads every page of both languages with clean URLs', () => {
    expect(data.pages.map((page) => page.url).sort()).toEqual(
      ['/', '/docs/alpha', '/docs/nested/beta', '/zh/', '/zh/docs/alpha', '/zh/docs/nested/beta'].sort(),
    );
  });

  it('builds the navbar from the root _meta.json with i18n labels and the language prefix', () => {
    expect(data.navigation.navbar.zh).toEqual([{ text: '文档', link: '/zh/docs/alpha', activeMatch: '/zh/docs/' }]);
  });

  it('builds sidebars with every _meta.json item type', () => {
    const sidebar = findSidebar(data.navigation, '/zh/docs/alpha');
    expect(sidebar.map((node) => node.kind)).toEqual(['page', 'divider', 'section-header', 'group', 'link']);
    expect(sidebar[3]).toMatchObject({ kind: 'group', text: '第一组', collapsible: true, collapsed: true });
    expect(flattenSidebar(sidebar).map((link) => link.text)).toEqual(['阿尔法', '贝塔']);
  });

  it('inlines fragments, with their headings in the page', () => {
    const alpha = data.pages.find((page) => page.url === '/docs/alpha');
    expect(alpha?.body).toContain('Shared text.');
    expect(data.pages.find((page) => page.file === 'en/docs/alpha.mdx')?.analysis.headings.map((h) => h.id)).toEqual([
      'getting-going',
      'shared-heading',
    ]);
  });

  it('maps an inlined line back to the fragment file', () => {
    const alpha = data.pages.find((page) => page.url === '/docs/alpha');
    const line = (alpha?.body.split('\n').indexOf('Shared text.') ?? 0) + 1;
    expect(alpha?.origin(line).file).toMatch(/en\/fragments\/shared\.mdx$/);
  });

  it('gives prev/next links in sidebar order', () => {
    expect(getPrevNext(data.navigation, '/docs/nested/beta')).toEqual({
      prev: { text: 'Alpha', link: '/docs/alpha' },
      next: undefined,
    });
  });
});

describe('getSiteData on broken trees', () => {
  it.each([
    ['broken-link', /en\/docs\/alpha\.mdx:10: broken link "\/docs\/nested\/gamma#details"/],
    ['broken-anchor', /en\/docs\/alpha\.mdx:10: broken anchor "\/docs\/nested\/beta#nowhere"/],
    ['unlisted-page', /en\/docs\/extra\.mdx: this page is in no _meta\.json; add "extra"/],
    ['entry-without-page', /en\/docs\/nested\/_meta\.json: entry 2: "ghost" has no page; create/],
    ['missing-twin', /en\/docs\/nested\/beta\.mdx: has no twin in "zh"; create content\/zh\/docs\/nested\/beta\.mdx/],
    ['missing-title', /en\/docs\/nested\/beta\.mdx(:\d+)?: frontmatter "title" is missing/],
    ['unknown-language', /en\/docs\/alpha\.mdx:14: unknown code language "python"/],
    ['duplicate-ids', /en\/docs\/nested\/beta\.mdx:9: duplicate heading id "details" \(first at line 5\)/],
    [
      'heading-id-mismatch',
      /zh\/docs\/nested\/beta\.mdx:5: heading id "xiang-qing" is not in content\/en\/docs\/nested\/beta\.mdx/,
    ],
    ['bad-meta', /en\/docs\/_meta\.json:5: entry 4 has unknown key\(s\) "colapsed"; remove them or check the spelling/],
    [
      'unknown-field',
      /en\/docs\/alpha\.mdx:5: frontmatter has unknown key\(s\) "outlne"; remove them or check the spelling/,
    ],
    [
      'glossary-variant',
      /zh\/docs\/alpha\.mdx:8: 「暗黑模式」 is not the site's term for "dark mode"; write 「深色模式」/,
    ],
    ['bad-yaml', /en\/docs\/nested\/beta\.mdx(:\d+)?: the frontmatter is not valid YAML/],
  ])('fails the build for %s, naming the file, line and fix', (name, message) => {
    expect(() => getSiteData(fixture(name))).toThrow(message);
  });

  it('fails on a component the map does not register, naming file:line and the registered names', () => {
    expect(() => assertKnownComponents(['Badge', 'Tabs'], getSiteData(fixture('unknown-component')).pages)).toThrow(
      /en\/docs\/nested\/beta\.mdx:9: unknown component <Chart>; use one of Badge, Tabs/,
    );
  });

  it('reports a rejected Chinese term once, and not inside inline code or link targets', () => {
    expect(() => getSiteData(fixture('glossary-variant'))).toThrow(/Content check failed \(1 problem\)/);
  });

  it('lists missing pages instead of failing in lenient mode', () => {
    const data = getSiteData(fixture('entry-without-page'), true);
    expect(data.pending).toEqual([expect.stringMatching(/"ghost" has no page/)]);
  });
});
