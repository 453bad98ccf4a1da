import { createElement, type ReactElement } from 'react';
import * as devRuntime from 'react/jsx-dev-runtime';
import * as runtime from 'react/jsx-runtime';
import { serialize } from 'next-mdx-remote/serialize';
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
import type { Root } from 'mdast';
import type { MDXComponents, MDXContent } from 'mdx/types';
import { cacheKey, readCache, writeCache } from './content-cache';
import { takeParsedTree } from './markdown/parsed-trees';
import { preprocessMdx } from './markdown/preprocess';
import { rehypeCodeMeta } from './markdown/rehype-code-meta';
import { rehypeImageSize } from './markdown/rehype-image-size';
import { rehypeSections } from './markdown/rehype-sections';
import { remarkGithubAlerts } from './markdown/remark-github-alerts';
import { remarkHeadingIds } from './markdown/remark-heading-ids';
import type { Page } from './types';

// Only the site's languages: the default refractor bundle registers ~300 grammars.
for (const grammar of [bash, css, javascript, json, markdown, toml, typescript, tsx, yaml]) refractor.register(grammar);
refractor.alias({ javascript: ['js'], markdown: ['md'], tsx: ['mdx'], typescript: ['ts'] });
const rehypePrism = rehypePrismGenerator(refractor);

type MdxOptions = NonNullable<Parameters<typeof serialize>[1]>['mdxOptions'];

/** The MDX options of every page: the site's Markdown features (GFM, containers, heading ids, Prism, image sizes, sections). */
function mdxOptions(page: Page, parsed: Root | undefined): MdxOptions {
  const where = (line: number) => {
    const origin = page.origin(line);
    return `${origin.file}:${origin.line}`;
  };
  // A unified plugin may replace the processor's parser: the compile then starts from the analysed tree.
  const useParsedTree = function (this: { parser: unknown }) {
    this.parser = () => parsed;
  };
  return {
    remarkPlugins: [...(parsed ? [useParsedTree] : []), remarkGfm, remarkGithubAlerts, remarkHeadingIds()],
    rehypePlugins: [rehypeCodeMeta, rehypeImageSize(where), [rehypePrism, { ignoreMissing: true }], rehypeSections],
    format: 'mdx',
  };
}

/**
 * A page's MDX compiled to a function body (next-mdx-remote's serialize, React Server Components flavour); cached on
 * disk by the page's content, so a page is compiled once per change rather than in every build and worker.
 */
async function compileSource(page: Page): Promise<string> {
  const parsed = takeParsedTree(page);
  const key = cacheKey('mdx', page.file, page.body, process.env.NODE_ENV ?? '');
  const hit = readCache<string>(key);
  if (hit !== undefined) return hit;
  const { compiledSource } = await serialize(
    preprocessMdx(page.body),
    // Our own, trusted content: keep `{expressions}` and attribute expressions such as items={[…]}.
    { blockJS: false, mdxOptions: mdxOptions(page, parsed) },
    true,
  );
  writeCache(key, compiledSource);
  return compiledSource;
}

/**
 * Compiles a page's MDX into React elements. `components` is the tag → component map, handed in by the caller so
 * lib stays free of React components. The outline comes from the page's analysis (same heading ids), not from here.
 */
export async function compilePage(page: Page, components: MDXComponents): Promise<ReactElement> {
  const body = await compileSource(page);
  // What next-mdx-remote's compileMDX does with the compiled body: run it with the JSX runtime and the page's scope.
  const jsx = process.env.NODE_ENV === 'production' ? runtime : devRuntime;
  const run = Reflect.construct(Function, ['opts', 'frontmatter', body]) as (...args: unknown[]) => {
    default: MDXContent;
  };
  const Content = run(jsx, page.frontmatter).default;
  return createElement(Content, { components });
}
