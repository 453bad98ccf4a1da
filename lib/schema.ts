import { z } from 'zod';

/**
 * The shapes of every content input, as zod schemas: frontmatter, `_meta.json` (sidebar and navbar) and `i18n.json`.
 * The TypeScript types of lib/types.ts are inferred from them, so a field cannot be accepted here and typed otherwise
 * there. They follow Rspress 1.x (`FrontMatterMeta`, `@rspress/plugin-auto-nav-sidebar`'s `SideMeta` and `NavMeta`),
 * restricted to what this site renders. The examples check validates `_meta.json` and `i18n.json` code blocks with the
 * same schemas.
 */

const text = z.string().trim().min(1, 'must be a non-empty string');

/** The page layouts Rspress 1.x knows (`pageType` frontmatter). */
export const pageTypeSchema = z.enum(['home', 'doc', 'custom', 'blank', '404']);

export const heroActionSchema = z.strictObject({
  text,
  link: text,
  theme: z.enum(['brand', 'alt']).default('brand'),
});

export const heroSchema = z.strictObject({
  name: text,
  text: z.string().optional(),
  tagline: z.string().optional(),
  image: z.strictObject({ src: text, alt: text }).optional(),
  actions: z.array(heroActionSchema).default([]),
});

export const featureSchema = z.strictObject({
  title: text,
  details: text,
  icon: text,
  /** Columns out of 12 on wide screens, as Rspress 1.x's home features accept. */
  span: z.union([z.literal(3), z.literal(4), z.literal(6)]).optional(),
  link: z.string().optional(),
});

/** Page frontmatter (YAML between `---`). Unknown keys are refused so a misspelt field cannot pass silently. */
export const frontmatterSchema = z.strictObject({
  title: text,
  description: z.string().optional(),
  pageType: pageTypeSchema.optional(),
  titleSuffix: z.string().optional(),
  overview: z.boolean().optional(),
  overviewHeaders: z.array(z.number().int().min(1).max(6)).optional(),
  hero: heroSchema.optional(),
  features: z.array(featureSchema).optional(),
  sidebar: z.boolean().optional(),
  outline: z.boolean().optional(),
  footer: z.boolean().optional(),
  navbar: z.boolean().optional(),
});

/** One entry of a sidebar `_meta.json` (a file name, or one of the Rspress 1.x item objects). */
export const metaEntrySchema = z.union([
  text,
  z.strictObject({ type: z.literal('file').optional(), name: text, label: z.string().optional(), tag: z.string().optional() }),
  z.strictObject({
    type: z.literal('dir'),
    name: text,
    label: z.string().optional(),
    collapsible: z.boolean().optional(),
    collapsed: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('divider'), dashed: z.boolean().optional() }),
  z.strictObject({ type: z.literal('section-header'), label: text, tag: z.string().optional() }),
  z.strictObject({ type: z.literal('custom-link'), label: text, link: text }),
]);

/** A sidebar `_meta.json` file: the items of one folder, in order. */
export const metaFileSchema = z.array(metaEntrySchema);

/** One navbar item of a language's top-level `_meta.json`. */
export const navItemSchema = z.strictObject({ text, link: text, activeMatch: z.string().optional() });

/** A language's top-level `_meta.json`: the navbar. */
export const navFileSchema = z.array(navItemSchema);

/** `i18n.json`: label keys used by `_meta.json` files, each with its text per language. */
export const i18nFileSchema = z.record(z.string(), z.record(z.string(), z.string()));

/** Where validated data comes from, for error messages. */
export interface DataSource {
  /** The file, e.g. `content/en/guide/x.mdx`. */
  file: string;
  /** What the data is within the file, e.g. `frontmatter`; empty for a whole JSON file. */
  subject?: string;
  /** The line of the field at `path`, when it can be found. */
  lineOf?: (path: PropertyKey[]) => number | undefined;
}

/**
 * Validates `data` and returns it typed; on failure throws one Error listing each problem with its file:line, the
 * path of the offending field and what to write instead.
 * @example parseWith(frontmatterSchema, { title: 'Intro' }, { file: 'content/en/intro.mdx', subject: 'frontmatter' })
 */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown, source: DataSource): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const located = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]] : issue.path;
    const line = source.lineOf?.(located);
    const field = [source.subject, formatPath(issue.path)].filter(Boolean).join(' ') || 'the file';
    return `${source.file}${line ? `:${line}` : ''}: ${field} ${describeIssue(issue)}`;
  });
  throw new Error(problems.join('\n  '));
}

/** `entry 4` for an item of a top-level list (a `_meta.json` entry), `"hero.actions[0].link"` for a field. */
function formatPath(path: PropertyKey[]): string {
  if (path.length === 0) return '';
  const [first, ...rest] = path;
  const tail = rest.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  if (typeof first === 'number') return `entry ${first + 1}${tail ? ` "${tail.replace(/^\./, '')}"` : ''}`;
  return `"${String(first)}${tail}"`;
}

/** A sentence for one zod issue that says what to write instead. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `has unknown key(s) ${issue.keys.map((key) => `"${key}"`).join(', ')}; remove them or check the spelling`;
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  if (issue.code === 'invalid_union') return 'is not a valid entry; use a file name or an object with "type" file, dir, divider, section-header or custom-link and its fields';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `is missing; add it (${issue.expected})`;
  return issue.message;
}
