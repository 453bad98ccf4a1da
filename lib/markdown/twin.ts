import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { toString } from 'mdast-util-to-string';
import type { BlockContent, Code, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { Expression, SpreadElement } from 'estree';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { packageManagerCommands, type PackageManagerCommand } from '../package-manager';
import { stripCheckAttribute } from '../examples/meta';
import { isExternal } from '../routes';
import type { Page } from '../types';
import { resolveLink } from '../validate';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Thrown for a component attribute the twin cannot turn into text; `place` lets the caller name file:line. */
class TwinError extends Error {
  constructor(
    message: string,
    readonly place: { line: number } | undefined,
  ) {
    super(message);
  }
}

/** The value of a literal JavaScript expression (strings, numbers, booleans, null, arrays, plain objects). */
function evaluateLiteral(node: Expression | SpreadElement | null): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked).join('');
      break;
    case 'UnaryExpression':
      if (node.operator === '-') return -(evaluateLiteral(node.argument) as number);
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => evaluateLiteral(element));
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed) throw new Error('spread or computed key');
          const key =
            property.key.type === 'Identifier' ? property.key.name : String((property.key as { value: unknown }).value);
          return [key, evaluateLiteral(property.value as Expression)];
        }),
      );
  }
  throw new Error(`${node.type} is not a literal`);
}

/**
 * A JSX attribute's value: strings as they are, `{…}` literals evaluated from the expression tree remark-mdx parsed.
 * Anything else fails with the component's line, rather than vanishing from the twin.
 */
function attribute(node: JsxElement, name: string): unknown {
  const found = node.attributes.find(
    (item): item is MdxJsxAttribute => item.type === 'mdxJsxAttribute' && item.name === name,
  );
  if (!found || found.value === null || found.value === undefined) return undefined;
  if (typeof found.value === 'string') return found.value;
  const statement = found.value.data?.estree?.body[0];
  try {
    if (statement?.type !== 'ExpressionStatement') throw new Error('empty expression');
    return evaluateLiteral(statement.expression);
  } catch (error) {
    const where = node.position?.start;
    throw new TwinError(
      `<${node.name} ${name}={…}>: only literal values can be written in attributes (${(error as Error).message})`,
      where,
    );
  }
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });

/** The plain-Markdown equivalent of one component (containers → quotes, tabs → labelled parts, …). */
function convertElement(node: JsxElement, absolute: (href: string) => string): RootContent[] {
  const children = node.children as RootContent[];
  const isFlow = node.type === 'mdxJsxFlowElement';
  switch (node.name) {
    case 'Callout': {
      const type = String(attribute(node, 'type') ?? 'note');
      const title = String(attribute(node, 'title') ?? type.toUpperCase());
      return [{ type: 'blockquote', children: [paragraph(strong(title)), ...(children as BlockContent[])] }];
    }
    case 'Tab':
      return [paragraph(strong(String(attribute(node, 'label') ?? ''))), ...children];
    case 'PackageManagerTabs': {
      const command = attribute(node, 'command') as PackageManagerCommand | undefined;
      if (!command) return [];
      const lines = Object.values(packageManagerCommands(command)).join('\n');
      const code: Code = { type: 'code', lang: 'bash', value: lines };
      return [code];
    }
    case 'Badge': {
      const label = String(attribute(node, 'text') ?? toString(node));
      return isFlow ? [paragraph(text(`(${label})`))] : [text(` (${label})`)];
    }
    case 'Card': {
      const content = attribute(node, 'content');
      return [
        paragraph(strong(String(attribute(node, 'title') ?? ''))),
        ...(typeof content === 'string' ? [paragraph(text(content))] : []),
      ];
    }
    case 'LinkCard': {
      const href = absolute(String(attribute(node, 'href') ?? ''));
      const description = attribute(node, 'description');
      const link: PhrasingContent = {
        type: 'link',
        url: href,
        children: [text(String(attribute(node, 'title') ?? href))],
      };
      return [paragraph(link, ...(typeof description === 'string' ? [text(`: ${description}`)] : []))];
    }
    case 'SourceCode': {
      const href = String(attribute(node, 'href') ?? '');
      return [paragraph({ type: 'link', url: href, children: [text('Source code')] })];
    }
    case 'img': {
      const src = String(attribute(node, 'src') ?? '');
      return [{ type: 'image', url: absolute(src), alt: String(attribute(node, 'alt') ?? '') }];
    }
    case 'br':
      return [{ type: 'break' }];
    default:
      // Tabs, Steps and plain HTML wrappers: their content is what counts.
      return children;
  }
}

/**
 * The tree as plain Markdown: components become Markdown, expressions go, site links become absolute. A copy: the
 * parents on the way are new objects, the input tree stays as parsed (the page's compile uses it afterwards).
 */
function toPlainMarkdown<T extends Parent>(parent: T, page: Page, absolute: (href: string) => string): T {
  const out: RootContent[] = [];
  for (const node of parent.children as RootContent[]) {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') continue;
    if (node.type === 'mdxTextExpression') {
      const field = /^frontmatter\.(\w+)$/.exec(node.value.trim())?.[1];
      const value = field ? (page.frontmatter as unknown as Record<string, unknown>)[field] : undefined;
      if (typeof value === 'string') out.push(text(value));
      continue;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const converted: Root = { type: 'root', children: convertElement(node, absolute) };
      out.push(...toPlainMarkdown(converted, page, absolute).children);
      continue;
    }
    let copy: RootContent = node;
    if (copy.type === 'link' || copy.type === 'image' || copy.type === 'definition')
      copy = { ...copy, url: absolute(copy.url) };
    // `check="…"` is for the examples check only; the twin keeps the rest of the meta (title, highlighted lines).
    if (copy.type === 'code' && copy.meta) copy = { ...copy, meta: stripCheckAttribute(copy.meta) || null };
    if ('children' in copy) copy = toPlainMarkdown(copy as Parent, page, absolute) as RootContent;
    out.push(copy);
  }
  return { ...parent, children: out };
}

const stringifier = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

/**
 * The Markdown twin of a page from its parsed tree (left as it is): frontmatter (title, description,
 * URL), the title as h1, then the body as plain Markdown (components turned into their text equivalent, fragments
 * inlined, site links absolute to `origin`).
 */
export function renderMarkdownTwin(tree: Root, page: Page, origin: string): string {
  const absolute = (href: string) => {
    if (!href || isExternal(href)) return href;
    const { path, hash } = resolveLink(page, href);
    const url = path === page.url.replace(/\/$/, '') || path === '' ? page.url : path;
    return `${origin}${url}${hash ? `#${hash}` : ''}`;
  };
  const body = stringifier.stringify(toPlainMarkdown(tree, page, absolute)).trim();
  const { title, description } = page.frontmatter;
  const head = [
    '---',
    `title: ${JSON.stringify(title)}`,
    ...(description ? [`description: ${JSON.stringify(description)}`] : []),
    `url: ${origin}${page.url}`,
    '---',
  ];
  return `${head.join('\n')}\n\n# ${title}\n\n${body}\n`;
}
