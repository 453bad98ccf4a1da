import type { Element, ElementContent, Root, RootContent } from 'hast';

/**
 * Wraps each `##` section of a page (its h2 and everything up to the next h2) in a `<section>`. The stylesheet lets the
 * browser skip the layout of a section until it nears the viewport (`content-visibility: auto`, in prose.css): the
 * layout of a long page's text was the longest main-thread task of a fresh load. Only headings at the top level of the
 * page start a section; the text before the first one stays as it is.
 * @example `## A` p `## B` p → section(h2 A, p), section(h2 B, p)
 */
export function rehypeSections() {
  return (tree: Root) => {
    const children: RootContent[] = [];
    let section: Element | undefined;
    for (const node of tree.children) {
      if (node.type === 'element' && node.tagName === 'h2') {
        section = { type: 'element', tagName: 'section', properties: {}, children: [] };
        children.push(section);
      }
      // A page's tree holds no doctype, the one kind of root node an element cannot hold.
      if (section) section.children.push(node as ElementContent);
      else children.push(node);
    }
    tree.children = children;
  };
}
