import { isValidElement, type ReactNode } from 'react';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** Attribute names copied as they are: lower-case HTML names, data-* and aria-*. Anything else (camelCase props, events) is not static. */
const PLAIN_ATTRIBUTE = /^[a-z][a-z0-9-]*$/;

/** Elements without a closing tag: left to React (none occurs in highlighted code). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * The HTML of a tree made only of host elements (`span`, `code`…) with string attributes and text, or null when the
 * tree holds anything else (a component, a style object, an event handler), so the caller renders it as React nodes.
 * Highlighted code is such a tree: sent as one HTML string it costs React one element to hydrate instead of one
 * fiber per token, and the page's RSC payload carries a string instead of a nested element tree.
 */
export function toStaticHtml(node: ReactNode): string | null {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escape(String(node));
  if (Array.isArray(node)) {
    let html = '';
    for (const child of node) {
      const part = toStaticHtml(child);
      if (part === null) return null;
      html += part;
    }
    return html;
  }
  if (!isValidElement(node) || typeof node.type !== 'string' || !PLAIN_ATTRIBUTE.test(node.type) || VOID.has(node.type))
    return null;
  const { children, className, ...props } = node.props as Record<string, unknown>;
  let attributes = '';
  if (className !== undefined) {
    if (typeof className !== 'string') return null;
    attributes += ` class="${escape(className)}"`;
  }
  for (const [name, value] of Object.entries(props)) {
    if (!PLAIN_ATTRIBUTE.test(name)) return null;
    if (value === undefined || value === null || value === false) continue;
    if (value === true) attributes += ` ${name}=""`;
    else if (typeof value === 'string' || typeof value === 'number')
      attributes += ` ${name}="${escape(String(value))}"`;
    else return null;
  }
  const inner = toStaticHtml(children as ReactNode);
  if (inner === null) return null;
  return `<${node.type}${attributes}>${inner}</${node.type}>`;
}
