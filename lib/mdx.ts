import type { ReactElement } from 'react';
import { compileMDX } from 'next-mdx-remote/rsc';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import markdown from 'refractor/markdown';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import rehypePrismGenerator from 'rehype-prism-plus/generator';
import remarkGfm from 'remark-gfm';
import type { MDXComponents } from 'mdx/types';
import { preprocessMdx } from './markdown/preprocess';
import { rehypeCodeMeta } from './markdown/rehype-code-meta';
import { rehypeImageSize } from './markdown/rehype-image-size';
import { remarkGithubAlerts } from './markdown/remark-github-alerts';
import { remarkHeadingIds } from './markdown/remark-heading-ids';
import type { Page, TocItem } from './types';

// Only the site's languages: the default refractor bundle registers ~300 grammars.
for (const grammar of [bash, css, javascript, json, markdown, toml, typescript, tsx, yaml]) refractor.register(grammar);
refractor.alias({ javascript: ['js'], markdown: ['md'], tsx: ['mdx'], typescript: ['ts'] });
const rehypePrism = rehypePrismGenerator(refractor);

export interface CompiledPage {
  content: ReactElement;
  /** h2 and h3 headings, for the outline. */
  toc: TocItem[];
}

/**
 * Compiles a page's MDX with the site's Markdown features (GFM, containers, heading ids, Prism, image sizes).
 * `components` is the tag → component map, handed in by the caller so lib stays free of React components.
 */
export async function compilePage(page: Page, components: MDXComponents): Promise<CompiledPage> {
  const toc: TocItem[] = [];
  const where = (line: number) => {
    const origin = page.origin(line);
    return `${origin.file}:${origin.line}`;
  };
  const { content } = await compileMDX({
    source: preprocessMdx(page.body),
    components,
    options: {
      // Our own, trusted content: keep `{expressions}` and attribute expressions such as items={[…]}.
      blockJS: false,
      mdxOptions: {
        remarkPlugins: [
          remarkGfm,
          remarkGithubAlerts,
          remarkHeadingIds((heading) => {
            if (heading.depth === 2 || heading.depth === 3) toc.push({ id: heading.id, text: heading.text, depth: heading.depth });
          }),
        ],
        rehypePlugins: [rehypeCodeMeta, rehypeImageSize(where), [rehypePrism, { ignoreMissing: true }]],
        format: 'mdx',
      },
      scope: { frontmatter: page.frontmatter },
    },
  });
  return { content, toc };
}
