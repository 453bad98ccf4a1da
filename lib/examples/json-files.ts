import { z } from 'zod';
import { i18nFileSchema, metaEntrySchema, parseWith } from '../schema';

/** A problem in a JSON block: code line (1-based) and message. */
export interface JsonProblem {
  line: number;
  message: string;
}

/**
 * Parses JSON and records the line of every value by its path (`0.label` → 3), so schema problems point at the
 * offending line. Returns undefined lines for paths it cannot place.
 */
export function jsonLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let index = 0;
  const lineAt = (at: number) => text.slice(0, at).split('\n').length;
  const skip = () => {
    while (/\s/.test(text[index] ?? '')) index++;
  };
  const value = (path: string): void => {
    skip();
    lines.set(path, lineAt(index));
    const char = text[index];
    if (char === '{') {
      index++;
      skip();
      while (text[index] !== '}' && index < text.length) {
        skip();
        const keyStart = index;
        index = text.indexOf('"', index + 1) + 1;
        while (text[index - 2] === '\\') index = text.indexOf('"', index) + 1;
        const key = JSON.parse(text.slice(keyStart, index)) as string;
        skip();
        index++; // colon
        value(path ? `${path}.${key}` : key);
        skip();
        if (text[index] === ',') index++;
        skip();
      }
      index++;
    } else if (char === '[') {
      index++;
      let item = 0;
      skip();
      while (text[index] !== ']' && index < text.length) {
        value(path ? `${path}.${item}` : String(item));
        item++;
        skip();
        if (text[index] === ',') index++;
        skip();
      }
      index++;
    } else if (char === '"') {
      index++;
      while (text[index] !== '"' && index < text.length) index += text[index] === '\\' ? 2 : 1;
      index++;
    } else {
      while (index < text.length && !/[\s,\]}]/.test(text[index])) index++;
    }
  };
  value('');
  return lines;
}

/** Whether a `_meta.json` title is a language's top level (`docs/_meta.json`, `docs/en/_meta.json`): the navbar. */
export function isNavMeta(title: string): boolean {
  return /^(docs\/)?([a-z]{2}(-[A-Za-z]+)?\/)?_meta\.json$/.test(title);
}

/**
 * The site's sidebar `_meta.json` schema (lib/schema.ts) widened by the optional fields every 1.x `SideMetaItem` may
 * carry but this site does not render (`tag` on any item, `overviewHeaders`, `context`): examples document 1.x.
 */
export const exampleMetaFileSchema = z.array(
  z.union(
    metaEntrySchema.options.map((option) =>
      option instanceof z.ZodObject
        ? option.extend({
            tag: z.string().optional(),
            overviewHeaders: z.array(z.number()).optional(),
            context: z.string().optional(),
          })
        : option,
    ) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
  ),
);

/**
 * Validates a sidebar `_meta.json` or an `i18n.json` block with the site's schemas (lib/schema.ts). Navbar
 * `_meta.json` blocks are compiled against 1.x `NavItem[]` instead (see `navMetaToTs`).
 */
export function checkJsonBlock(kind: 'meta-json' | 'i18n-json', title: string, value: string): JsonProblem[] {
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch (error) {
    return [{ line: 1, message: `invalid JSON: ${(error as Error).message}` }];
  }
  const schema = kind === 'i18n-json' ? i18nFileSchema : exampleMetaFileSchema;
  const lines = jsonLines(value);
  try {
    parseWith(schema, data, {
      file: '@',
      subject: title,
      lineOf: (path) => lines.get(path.map(String).join('.')) ?? lines.get(path.slice(0, -1).map(String).join('.')),
    });
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').map((problem) => {
      const match = /^\s*@(?::(\d+))?: (.*)$/.exec(problem);
      return { line: match?.[1] ? Number(match[1]) : 1, message: match?.[2] ?? problem.trim() };
    });
  }
}

/** A navbar `_meta.json` block as TypeScript: the JSON verbatim (line n of the block is line n + 1) `satisfies NavItem[]`. */
export function navMetaToTs(value: string): { text: string; lineOf: (n: number) => number | undefined } {
  const count = value.split('\n').length;
  const text = `import type { NavItem } from '@rspress/shared'; export const nav = (\n${value}\n) satisfies NavItem[];\n`;
  return { text, lineOf: (n) => (n >= 2 && n <= count + 1 ? n - 1 : undefined) };
}
