/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { checkExamples } from '@/lib/examples/check';
import { checkCliBlock, loadCliTable } from '@/lib/examples/cli';
import { checkMode } from '@/lib/examples/meta';
import { rehypeCodeMeta } from '@/lib/markdown/rehype-code-meta';

const ROOT = path.join(__dirname, '..', '..');
const FIXTURE = path.join(__dirname, '..', 'fixtures', 'examples-broken');
// Inside the project so the scratch files resolve the installed rspress types.
const SCRATCH = path.join(ROOT, '.cache', `examples-test-${process.pid}`);

describe('npm run check:examples on a fixture with broken examples', () => {
  const report = checkExamples(FIXTURE, SCRATCH);
  const messages = report.problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
  afterAll(() => fs.rmSync(SCRATCH, { recursive: true, force: true }));

  it('reports a config option 1.47.2 does not have at its line, with the compiler message', () => {
    expect(messages).toContainEqual(
      expect.stringMatching(/^content\/en\/guide\/config\.mdx:13: .*'searchEngine' does not exist in type 'UserConfig/),
    );
  });

  it('reports a CLI flag the real `rspress build --help` does not list', () => {
    expect(messages).toContainEqual(
      expect.stringMatching(/^content\/en\/guide\/config\.mdx:20: "rspress build" has no flag --outDir/),
    );
  });

  it('reports a bad _meta.json entry and bad frontmatter for the Chinese file', () => {
    expect(messages).toContainEqual(expect.stringMatching(/^content\/zh\/guide\/config\.mdx:12: /));
    expect(messages).toContainEqual(expect.stringMatching(/^content\/zh\/guide\/config\.mdx:21: .*"landing"/));
  });

  it('reports nothing else, checks the signature block and lists the skip with its reason', () => {
    expect(report.problems).toHaveLength(4);
    const skipped = report.results
      .filter((result) => result.status === 'skipped')
      .map(({ block }) => `${block.file}:${block.line}`);
    expect(skipped).toEqual(['content/en/guide/config.mdx:29']);
    expect(report.results.find(({ block }) => block.line === 25)?.status).toBe('checked');
  });
});

describe('fence meta and CLI table', () => {
  it('reads the one check convention', () => {
    expect(checkMode('title="a.ts"')).toEqual({ kind: 'full' });
    expect(checkMode('check="signature"')).toEqual({ kind: 'signature' });
    expect(checkMode('title="a.ts" check="skip: pseudo-code"')).toEqual({ kind: 'skip', reason: 'pseudo-code' });
    expect(checkMode('check="maybe"').kind).toBe('invalid');
  });

  it('accepts the real commands, aliases and flags', () => {
    const table = loadCliTable();
    expect(
      checkCliBlock(
        'rspress dev website --port 4000 --host 127.0.0.1\nPORT=1 npx rspress serve\nrspress build -c x.ts',
        table,
      ),
    ).toEqual([]);
    expect(checkCliBlock('rspress buidl', table)[0].message).toMatch(/not a command/);
  });

  it('never renders the check attribute', () => {
    const code = {
      type: 'element',
      tagName: 'code',
      properties: {},
      children: [],
      data: { meta: 'title="a.ts" check="skip: why" {1}' },
    };
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [code] }] };
    rehypeCodeMeta()(tree as never);
    expect(code.data.meta).toBe('{1}');
  });
});
