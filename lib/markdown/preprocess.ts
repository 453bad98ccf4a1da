/**
 * Source rewrites that must happen before MDX parses the text. Each keeps the line count, so errors still point at the
 * author's line. Code fences are left alone: pages show this very syntax inside them.
 */
import { createFenceTracker } from './fences';

/** `:::tip`, `:::tip Custom title`, `:::tip{title="Custom title"}`; four or more colons allow nesting. */
const CONTAINER_OPEN =
  /^(\s*)(:{3,})(tip|info|note|warning|caution|danger|details)(?:\{\s*title=(["'])(.*?)\4\s*\}|\s+(.*?))?\s*$/;
const CONTAINER_CLOSE = /^(\s*)(:{3,})\s*$/;
/** `## Heading {#custom-id}`: MDX would read `{…}` as a JavaScript expression. */
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/;

/** Container types Rspress 1.x supports, in the order the docs list them. */
export const CONTAINER_TYPES = ['tip', 'info', 'note', 'warning', 'caution', 'danger', 'details'] as const;
export type ContainerType = (typeof CONTAINER_TYPES)[number];

/** Marks a custom heading id that survives MDX parsing as plain text; `remarkHeadingIds` reads it back. */
export const HEADING_ID_MARK = '\u2063id:';

/**
 * Turns `:::type Title` blocks into `<Callout>` elements and `{#id}` heading suffixes into plain-text markers.
 * @example preprocessMdx(':::tip Note\nHi\n:::') === '<Callout type="tip" title={"Note"}>\nHi\n</Callout>'
 */
export function preprocessMdx(source: string): string {
  const lines = source.split('\n');
  const open: string[] = [];
  const inCode = createFenceTracker();
  return lines
    .map((line) => {
      if (inCode(line)) return line;
      const opening = CONTAINER_OPEN.exec(line);
      if (opening) {
        const [, indent, colons, type, , attrTitle, freeTitle] = opening;
        open.push(colons);
        const title = (attrTitle ?? freeTitle ?? '').trim();
        return `${indent}<Callout type="${type}"${title ? ` title={${JSON.stringify(title)}}` : ''}>`;
      }
      const closing = CONTAINER_CLOSE.exec(line);
      if (closing && open.length > 0 && open[open.length - 1] === closing[2]) {
        open.pop();
        return `${closing[1]}</Callout>`;
      }
      const heading = HEADING_ID.exec(line);
      if (heading) return `${heading[1]} ${HEADING_ID_MARK}${heading[2]}`;
      return line;
    })
    .join('\n');
}
