import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Code, Heading as MdastHeading, Link, Definition, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Heading, PageAnalysis, PageSection } from '../types';
import { preprocessMdx } from './preprocess';
import { remarkHeadingIds } from './remark-heading-ids';

/** JSX attributes that hold a link to check (`<LinkCard href>`, hero-like `link` props). */
const LINK_ATTRIBUTES = new Set(['href', 'link']);

/** Parses MDX source into its syntax tree, with the same plugins that shape ids at render time. */
export function parseMdx(source: string, onHeading?: (heading: Heading) => void): Root {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkHeadingIds(onHeading));
  return processor.runSync(processor.parse(preprocessMdx(source))) as Root;
}

function blockText(node: RootContent): string {
  if (node.type === 'code' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') return '';
  return toString(node, { includeHtml: false });
}

/** Block types whose children are blocks themselves (their own text is collected child by child). */
const CONTAINER_BLOCKS = new Set(['blockquote', 'list', 'table', 'tableRow']);

function collectSections(tree: Root, headings: Heading[]): PageSection[] {
  const sections: PageSection[] = [{ text: '', blocks: [] }];
  let headingIndex = 0;
  const addText = (raw: string) => {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) return;
    const current = sections[sections.length - 1];
    current.blocks.push(text);
    current.text = current.text ? `${current.text}\n${text}` : text;
  };
  const visitBlocks = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') {
        sections.push({ heading: headings[headingIndex++], text: '', blocks: [] });
      } else if (node.type === 'mdxJsxFlowElement') {
        // Components wrap Markdown (tabs, steps, callouts): their headings and text belong to the flow; a container's
        // title (`<Callout title>`, `<Tab label>`) is a block of its own.
        for (const attribute of node.attributes) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            /^(title|label)$/.test(attribute.name) &&
            typeof attribute.value === 'string'
          )
            addText(attribute.value);
          else if (
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name === 'title' &&
            attribute.value &&
            typeof attribute.value === 'object'
          ) {
            const literal = /^"(.*)"$/.exec(attribute.value.value.trim());
            if (literal) addText(literal[1]);
          }
        }
        visitBlocks(node.children as RootContent[]);
      } else if (node.type === 'code') {
        const current = sections[sections.length - 1];
        current.code = current.code ? `${current.code}\n${node.value}` : node.value;
      } else if (CONTAINER_BLOCKS.has(node.type)) {
        visitBlocks((node as { children: RootContent[] }).children);
      } else if (node.type === 'listItem') {
        // The item's own paragraphs form one block; nested lists and code follow as their own blocks.
        const children = node.children as RootContent[];
        const own = (child: RootContent) => child.type === 'paragraph' || child.type === 'heading';
        addText(children.filter(own).map(blockText).join(' '));
        visitBlocks(children.filter((child) => !own(child)));
      } else if (node.type === 'tableCell') {
        addText(blockText(node));
      } else {
        addText(blockText(node));
      }
    }
  };
  visitBlocks(tree.children);
  return sections.filter((section, index) => index > 0 || section.text !== '' || section.code !== undefined);
}

export interface AnalyzeOptions {
  /** Renders the page's Markdown twin from the tree (without changing it). */
  renderTwin?: (tree: Root) => string;
  /** Receives the parsed tree (heading ids set), which the analysis leaves as it is: the compile reuses it (lib/mdx.ts). */
  onParsed?: (tree: Root) => void;
}

/**
 * Reads what the build checks and indexes from a page body without rendering it: headings with their ids, links,
 * code blocks, level-1 headings, prose and the text under each heading; and, given `renderTwin`, the page's Markdown
 * twin from the same parse.
 */
export function analyzeMdx(source: string, { renderTwin, onParsed }: AnalyzeOptions = {}): PageAnalysis {
  const headings: Heading[] = [];
  const tree = parseMdx(source, (heading) => headings.push(heading));
  onParsed?.(tree);
  const links: PageAnalysis['links'] = [];
  const codeLangs: PageAnalysis['codeLangs'] = [];
  const codeBlocks: PageAnalysis['codeBlocks'] = [];
  const components: PageAnalysis['components'] = [];
  const prose: PageAnalysis['prose'] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'text') prose.push({ text: node.value, line });
    if (node.type === 'link' || node.type === 'definition') links.push({ href: (node as Link | Definition).url, line });
    if (node.type === 'code') {
      const { lang, meta, value } = node as Code;
      if (lang) codeLangs.push({ lang, line });
      codeBlocks.push({ lang: lang ?? undefined, meta: meta ?? undefined, value, line });
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name;
      if (name && /^[A-Z]/.test(name)) components.push({ name, line });
      for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (LINK_ATTRIBUTES.has(attribute.name)) links.push({ href: attribute.value, line });
        else prose.push({ text: attribute.value, line });
      }
    }
  });
  const h1Lines: number[] = [];
  visit(tree, 'heading', (node: MdastHeading) => {
    if (node.depth === 1) h1Lines.push(node.position?.start.line ?? 0);
  });
  const esmLines = tree.children
    .filter((node) => node.type === 'mdxjsEsm')
    .map((node) => node.position?.start.line ?? 0);
  const sections = collectSections(tree, headings);
  const twin = renderTwin?.(tree);
  return {
    headings,
    links,
    codeLangs,
    codeBlocks,
    h1Lines,
    esmLines,
    components,
    prose,
    sections,
    ...(twin === undefined ? {} : { twin }),
  };
}
