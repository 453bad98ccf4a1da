import matter from 'gray-matter';

/** A generated TypeScript file and the source line (1-based code line of the block) of each generated line. */
export interface Generated {
  text: string;
  /** Code line of the block for generated line `n` (1-based), or undefined for a synthetic line. */
  lineOf: (n: number) => number | undefined;
}

/**
 * Turns the YAML frontmatter at the top of an md/mdx/yaml block into a TypeScript object literal checked with
 * `satisfies FrontMatterMeta` (@rspress/shared 1.47.2). Each top-level key sits on its own generated line, mapped to
 * the line of that key in the block. Throws on invalid YAML.
 */
export function frontmatterToTs(value: string): Generated {
  const end = value.indexOf('\n---', 3);
  const yaml = value.slice(0, end + 4);
  const data = matter(yaml + '\n', { language: 'yaml' }).data as Record<string, unknown>;
  const yamlLines = yaml.split('\n');
  const map: (number | undefined)[] = [undefined, undefined];
  const lines = ["import type { FrontMatterMeta } from '@rspress/shared';", 'export const frontmatter = {'];
  for (const [key, entry] of Object.entries(data)) {
    const index = yamlLines.findIndex(
      (line) => line.startsWith(`${key}:`) || line.startsWith(`'${key}':`) || line.startsWith(`"${key}":`),
    );
    lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(entry instanceof Date ? entry.toISOString() : entry)},`);
    map.push(index >= 0 ? index + 1 : undefined);
  }
  lines.push('} satisfies FrontMatterMeta;');
  map.push(undefined);
  return { text: `${lines.join('\n')}\n`, lineOf: (n) => map[n - 1] };
}

/** Frontmatter keys of FrontMatterMeta (1.47.2). The type accepts any other key; these catch near-miss spellings. */
export const FRONTMATTER_KEYS = [
  'title',
  'description',
  'overview',
  'pageType',
  'features',
  'hero',
  'sidebar',
  'outline',
  'lineNumbers',
  'overviewHeaders',
  'titleSuffix',
  'head',
  'context',
  'footer',
];

/**
 * Keys whose spelling differs from a FrontMatterMeta key only by case, dashes or underscores (`pagetype`,
 * `title_suffix`): the type's index signature would accept them, Rspress would ignore them.
 */
export function misspeltKeys(value: string): { key: string; line: number; expected: string }[] {
  const found: { key: string; line: number; expected: string }[] = [];
  const normal = (key: string) => key.toLowerCase().replace(/[-_]/g, '');
  value.split('\n').forEach((line, index) => {
    const key = /^([A-Za-z_-]+):/.exec(line)?.[1];
    if (!key || FRONTMATTER_KEYS.includes(key)) return;
    const expected = FRONTMATTER_KEYS.find((known) => normal(known) === normal(key));
    if (expected) found.push({ key, line: index + 1, expected });
  });
  return found;
}
