import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading as MdastHeading, Root, Text } from 'mdast';
import type { Heading } from '../types';
import { HEADING_ID_MARK } from './preprocess';

/** Removes the `{#id}` marker left by `preprocessMdx` from the heading's last text node and returns the id. */
function takeCustomId(node: MdastHeading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const at = (last as Text).value.lastIndexOf(HEADING_ID_MARK);
  if (at === -1) return undefined;
  const id = (last as Text).value.slice(at + HEADING_ID_MARK.length).trim();
  (last as Text).value = (last as Text).value.slice(0, at).trimEnd();
  return id;
}

/**
 * Gives every heading its DOM id (an explicit `{#id}` or a GitHub-style slug) and reports each heading to `onHeading`.
 * The one place ids are made: rendering, the outline, link checks and the search index all read them from here.
 */
export function remarkHeadingIds(onHeading?: (heading: Heading) => void) {
  return () => (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node: MdastHeading) => {
      // A tree parsed for the page's analysis and compiled afterwards (lib/mdx.ts) has its ids already; its `{#id}`
      // markers are gone, so slugging again would lose them.
      if (typeof node.data?.hProperties?.id === 'string') return;
      const custom = takeCustomId(node);
      const text = toString(node).trim();
      const id = custom ? (slugger.slug(custom), custom) : slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      onHeading?.({ id, text, depth: node.depth, line: node.position?.start.line ?? 0 });
    });
  };
}
