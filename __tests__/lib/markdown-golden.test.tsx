/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { analyzeMdx, parseMdx } from '@/lib/markdown/analyze';
import { keepParsedTree, takeParsedTree } from '@/lib/markdown/parsed-trees';
import { renderMarkdownTwin } from '@/lib/markdown/twin';
import { compilePage } from '@/lib/mdx';
import type { Page } from '@/lib/types';
import { getMdxComponents } from '@/components/mdx';

/**
 * Golden output of the Markdown pipeline: each fixture in __tests__/fixtures/golden/<feature>.mdx is rendered to HTML
 * (with the site's component map) and to its Markdown twin, and compared with the committed <feature>.html and
 * <feature>.md. A change to the pipeline shows as a diff of these files; after checking it, accept it with
 * `UPDATE_GOLDEN=1 npx jest markdown-golden`.
 */
// Internal links prefetch through the App Router, which a static render has no instance of.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ prefetch: () => undefined }),
  usePathname: () => '/golden',
}));

const DIR = path.join(__dirname, '..', 'fixtures', 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const FEATURES = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''));

function fixturePage(feature: string): Page {
  const body = fs.readFileSync(path.join(DIR, `${feature}.mdx`), 'utf8');
  const file = `en/golden/${feature}.mdx`;
  return {
    locale: 'en',
    slug: ['golden', feature],
    url: `/golden/${feature}`,
    file,
    frontmatter: { title: `Golden: ${feature}` },
    body,
    origin: (line) => ({ file: `__tests__/fixtures/golden/${feature}.mdx`, line }),
  };
}

function expectGolden(file: string, actual: string) {
  const target = path.join(DIR, file);
  if (UPDATE || !fs.existsSync(target)) fs.writeFileSync(target, actual);
  expect(actual).toBe(fs.readFileSync(target, 'utf8'));
}

beforeAll(() => {
  // Render from source every time: the disk cache would hide a pipeline change from this test.
  process.env.CONTENT_CACHE = '0';
});

describe('the Markdown pipeline', () => {
  it('has a golden fixture for every feature', () => {
    expect(FEATURES.sort()).toEqual([
      'badges',
      'code-blocks',
      'containers',
      'github-alerts',
      'headings',
      'images',
      'link-cards',
      'package-manager-tabs',
      'steps',
      'tabs',
    ]);
  });

  it.each(FEATURES)('renders %s to the committed HTML', async (feature) => {
    const content = await compilePage(fixturePage(feature), getMdxComponents('en'));
    const html = renderToStaticMarkup(content).replace(/></g, '>\n<');
    expectGolden(`${feature}.html`, `${html}\n`);
  });

  it.each(FEATURES)(
    'renders %s the same from the tree parsed for its analysis (one parse per page)',
    async (feature) => {
      const page = fixturePage(feature);
      let kept = false;
      analyzeMdx(page.body, {
        onParsed: (tree) => {
          keepParsedTree(page, tree);
          kept = true;
        },
      });
      expect(kept).toBe(true);
      const content = await compilePage(page, getMdxComponents('en'));
      // The kept tree was used, not a fresh parse: it is taken by the compile.
      expect(takeParsedTree(page)).toBeUndefined();
      const html = renderToStaticMarkup(content).replace(/></g, '>\n<');
      expect(`${html}\n`).toBe(fs.readFileSync(path.join(DIR, `${feature}.html`), 'utf8'));
    },
  );

  it('compiles the kept tree while the body is unchanged, and parses again once it changed', async () => {
    const page = { ...fixturePage('headings'), body: '# From the body\n' };
    const render = async (target: Page) => renderToStaticMarkup(await compilePage(target, {}));
    keepParsedTree(page, parseMdx('# From the kept tree\n'));
    expect(await render(page)).toBe('<h1 id="from-the-kept-tree">From the kept tree</h1>');
    keepParsedTree(page, parseMdx('# From the kept tree\n'));
    expect(await render({ ...page, body: '# Edited\n' })).toBe('<h1 id="edited">Edited</h1>');
  });

  it.each(FEATURES)('turns %s into the committed Markdown twin', (feature) => {
    const page = fixturePage(feature);
    const { twin } = analyzeMdx(page.body, {
      renderTwin: (tree) => renderMarkdownTwin(tree, page, 'https://docs.example'),
    });
    expectGolden(`${feature}.md`, twin ?? '');
  });
});
