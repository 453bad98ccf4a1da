/** @jest-environment node */
import { preprocessMdx } from '@/lib/markdown/preprocess';

describe('preprocessMdx', () => {
  it('turns a container with a title into a Callout element on the same lines', () => {
    expect(preprocessMdx(':::tip Before you start\nText\n:::')).toBe(
      '<Callout type="tip" title={"Before you start"}>\nText\n</Callout>',
    );
  });

  it('reads the {title="…"} form and leaves untitled containers without a title', () => {
    expect(preprocessMdx(':::warning{title="Careful"}\nx\n:::')).toContain(
      '<Callout type="warning" title={"Careful"}>',
    );
    expect(preprocessMdx(':::details\nx\n:::')).toContain('<Callout type="details">');
  });

  it('supports every Rspress container type', () => {
    for (const type of ['tip', 'info', 'note', 'warning', 'caution', 'danger', 'details']) {
      expect(preprocessMdx(`:::${type}\nx\n:::`)).toContain(`<Callout type="${type}"`);
    }
  });

  it('nests containers by the number of colons', () => {
    const out = preprocessMdx('::::tip Outer\n:::details Inner\nx\n:::\n::::').split('\n');
    expect(out).toEqual([
      '<Callout type="tip" title={"Outer"}>',
      '<Callout type="details" title={"Inner"}>',
      'x',
      '</Callout>',
      '</Callout>',
    ]);
  });

  it('keeps ordinary colons, unknown types and code fences untouched', () => {
    const text = 'Meet at 10:30 on localhost:3000, a:b.\n:::unknown\n```md\n:::tip\n```';
    expect(preprocessMdx(text)).toBe(text);
  });

  it("keeps the line count, so errors point at the author's line", () => {
    const text = 'a\n:::tip T\nb\n:::\n## Heading {#custom}\nc';
    expect(preprocessMdx(text).split('\n')).toHaveLength(text.split('\n').length);
  });

  it('escapes titles that contain quotes or braces', () => {
    expect(preprocessMdx(':::tip Use "x" {y}\nz\n:::')).toContain('title={"Use \\"x\\" {y}"}');
  });
});
