import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import { stripCheckAttribute } from '../examples/meta';

const TITLE = /\btitle=(["'])(.*?)\1/;

/**
 * Moves `title="…"` from a code fence's meta onto the `<pre>` (`data-title`), where the code block component reads it,
 * and drops the examples check's `check="…"` attribute.
 * Runs before Prism, which ignores titles.
 */
export function rehypeCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      const meta = (code?.data as { meta?: string } | undefined)?.meta;
      if (!code || !meta) return;
      const title = TITLE.exec(meta);
      if (title) node.properties = { ...node.properties, dataTitle: title[2] };
      // `check="…"` is for the examples check (lib/examples/meta.ts), never for readers.
      (code.data as { meta?: string }).meta = stripCheckAttribute(meta.replace(TITLE, ''));
    });
  };
}
