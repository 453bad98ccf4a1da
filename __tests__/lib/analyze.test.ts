/** @jest-environment node */
import { analyzeMdx } from '@/lib/markdown/analyze';

describe('analyzeMdx', () => {
  it('slugs headings like GitHub, suffixing repeats, and honours {#id}', () => {
    const { headings } = analyzeMdx(
      '## Use `_meta.json`\n\n## route.exclude\n\n## Setup\n\n## Setup\n\n## 配置项 {#options}',
    );
    expect(headings.map((h) => h.id)).toEqual(['use-_metajson', 'routeexclude', 'setup', 'setup-1', 'options']);
    expect(headings[4]).toMatchObject({ text: '配置项', depth: 2, line: 9 });
  });

  it('collects links from Markdown and component props with their lines', () => {
    const { links } = analyzeMdx('See [a](/guide/x#y).\n\n<LinkCard href="/api/" title="API" />\n\n[ref]: /plugin/z');
    expect(links).toEqual([
      { href: '/guide/x#y', line: 1 },
      { href: '/api/', line: 3 },
      { href: '/plugin/z', line: 5 },
    ]);
  });

  it('reports code languages, level-1 headings, import lines and components', () => {
    const result = analyzeMdx('import X from "y";\n\n# Title\n\n```ts\nx\n```\n\n<Badge text="new" />');
    expect(result.codeLangs).toEqual([{ lang: 'ts', line: 5 }]);
    expect(result.h1Lines).toEqual([3]);
    expect(result.esmLines).toEqual([1]);
    expect(result.components).toEqual([{ name: 'Badge', line: 9 }]);
  });

  it('finds headings inside containers and components', () => {
    const { headings } = analyzeMdx(':::tip\n### Inside\n:::\n\n<Steps>\n\n### Step one\n\n</Steps>');
    expect(headings.map((h) => h.id)).toEqual(['inside', 'step-one']);
  });

  it('groups prose and code under their heading, separately', () => {
    const { sections } = analyzeMdx('Intro.\n\n## Install\n\nRun it:\n\n```bash\nnpm i rspress\n```');
    expect(sections).toEqual([
      { text: 'Intro.', blocks: ['Intro.'] },
      {
        heading: expect.objectContaining({ id: 'install' }),
        text: 'Run it:',
        blocks: ['Run it:'],
        code: 'npm i rspress',
      },
    ]);
  });
});
