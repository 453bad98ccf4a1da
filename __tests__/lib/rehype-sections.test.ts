/** @jest-environment node */
import type { Element, Root, RootContent } from 'hast';
import { rehypeSections } from '@/lib/markdown/rehype-sections';

const element = (tagName: string, children: Element['children'] = []): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

/** The tree as tag names, sections with their children: `['p', ['section', 'h2', 'p']]`. */
function shape(nodes: RootContent[]): unknown[] {
  return nodes
    .filter((node): node is Element => node.type === 'element')
    .map((node) => (node.tagName === 'section' ? ['section', ...shape(node.children)] : node.tagName));
}

function run(children: RootContent[]): unknown[] {
  const tree: Root = { type: 'root', children };
  rehypeSections()(tree);
  return shape(tree.children);
}

describe('rehypeSections', () => {
  it('wraps each h2 with what follows it up to the next h2, and leaves the text before the first one', () => {
    expect(
      run([element('p'), element('h2'), element('p'), element('h3'), element('ul'), element('h2'), element('p')]),
    ).toEqual(['p', ['section', 'h2', 'p', 'h3', 'ul'], ['section', 'h2', 'p']]);
  });

  it('starts sections at top-level h2 only: one inside a container stays where it is', () => {
    expect(run([element('h2'), element('div', [element('h2'), element('p')]), element('p')])).toEqual([
      ['section', 'h2', 'div', 'p'],
    ]);
  });

  it('changes nothing on a page without h2', () => {
    expect(run([element('p'), element('h3'), element('p')])).toEqual(['p', 'h3', 'p']);
  });
});
