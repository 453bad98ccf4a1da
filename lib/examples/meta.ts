/**
 * The fence-meta convention of the examples check. A code fence may carry ONE attribute, `check="<mode>"`:
 *
 * - no `check`: the block is checked in full (a module; a config file when titled `rspress.config.*` or calling
 *   `defineConfig`);
 * - `check="signature"`: the block lists API signatures (declarations without bodies, e.g. `function useLang(): string;`);
 *   it is compiled as an ambient declaration, with the 1.x types (`PageData`, `FrontMatterMeta`, …) in scope;
 * - `check="skip: <reason>"`: the block is deliberately not checked; the report lists it with its reason.
 *
 * The attribute is removed before rendering (lib/markdown/rehype-code-meta.ts), so readers never see it.
 */

/** What a fence's meta asks of the examples check. */
export type CheckMode =
  { kind: 'full' } | { kind: 'signature' } | { kind: 'skip'; reason: string } | { kind: 'invalid'; message: string };

/** Matches the `check="…"` attribute (double or single quotes). */
export const CHECK_ATTRIBUTE = /(?:^|\s)check=(["'])(.*?)\1/;

const TITLE = /\btitle=(["'])(.*?)\1/;

/** The `title="…"` of a fence meta, if any. */
export function metaTitle(meta: string | undefined): string | undefined {
  return meta ? TITLE.exec(meta)?.[2] : undefined;
}

/** Reads the `check` attribute of a fence meta. An unknown mode or a skip without reason is `invalid`. */
export function checkMode(meta: string | undefined): CheckMode {
  const match = meta ? CHECK_ATTRIBUTE.exec(meta) : null;
  if (!match) return { kind: 'full' };
  const value = match[2].trim();
  if (value === 'signature') return { kind: 'signature' };
  const skip = /^skip:\s*(.+)$/.exec(value);
  if (skip) return { kind: 'skip', reason: skip[1].trim() };
  return { kind: 'invalid', message: `unknown check="${value}"; use check="signature" or check="skip: <reason>"` };
}

/** The meta without the `check` attribute (what the renderer sees). */
export function stripCheckAttribute(meta: string): string {
  return meta.replace(CHECK_ATTRIBUTE, ' ').replace(/\s+/g, ' ').trim();
}
