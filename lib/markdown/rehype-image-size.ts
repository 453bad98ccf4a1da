import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import { getPublicImageSize } from '../image-size';

/**
 * Gives every site image (`/…` from public/) its width and height, so the browser reserves its space (no layout shift),
 * and lets images load lazily. `where(line)` names the source file and line for errors.
 */
export function rehypeImageSize(where: (line: number) => string) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const src = node.properties?.src;
      if (node.tagName !== 'img' || typeof src !== 'string' || !src.startsWith('/')) return;
      try {
        const { width, height } = getPublicImageSize(src);
        node.properties = { width, height, loading: 'lazy', decoding: 'async', ...node.properties };
      } catch (error) {
        throw new Error(`${where(node.position?.start.line ?? 0)}: ${(error as Error).message}`);
      }
    });
  };
}
