import { visit } from 'unist-util-visit';
import type { Blockquote, Paragraph, Root, Text } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

const ALERT = /^\[!(NOTE|TIP|INFO|WARNING|CAUTION|DANGER|DETAILS)\]\s*/;

/** GitHub's alert syntax (`> [!TIP]`) becomes the same `<Callout>` as a `:::tip` container, as in Rspress 1.x. */
export function remarkGithubAlerts() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote, index, parent) => {
      const first = node.children[0] as Paragraph | undefined;
      const text = first?.type === 'paragraph' ? (first.children[0] as Text | undefined) : undefined;
      const match = text?.type === 'text' ? ALERT.exec(text.value) : null;
      if (!parent || index === undefined || !first || !text || !match) return;
      text.value = text.value.slice(match[0].length);
      if (text.value === '') first.children.shift();
      const children = first.children.length ? node.children : node.children.slice(1);
      const callout: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: match[1].toLowerCase() }],
        children,
        position: node.position,
      };
      parent.children.splice(index, 1, callout);
    });
  };
}
