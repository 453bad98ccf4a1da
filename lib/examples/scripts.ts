import type { ExampleBlock } from './blocks';
import type { Generated } from './frontmatter';

/** Names in scope of a `check="signature"` block: the 1.x types the API pages write signatures with. */
const SIGNATURE_PRELUDE =
  "import type * as React from 'react'; import type { ReactNode, ReactElement, ComponentType, Context } from 'react'; " +
  'import type { AdditionalPage, DefaultThemeConfig, Feature, FrontMatterMeta, Header, Hero, LocaleConfig, ' +
  'MarkdownOptions, NavItem, NavItemWithChildren, NavItemWithLink, PageData, PageIndexInfo, PageType, RouteMeta, ' +
  'RspressPlugin, SearchOptions, Sidebar, SidebarDivider, SidebarGroup, SidebarItem, SidebarSectionHeader, SiteData, ' +
  "SocialLink, SocialLinkIcon, UserConfig } from '@rspress/shared'; import type { RsbuildConfig } from '@rsbuild/core'; " +
  "import type { PluggableList } from 'unified'; ";

/** True when a block is a config file: titled `rspress.config.*` or calling `defineConfig(`. */
export function isConfigBlock(block: Pick<ExampleBlock, 'title' | 'value'>): boolean {
  return /(^|\/)rspress\.config\.[cm]?[jt]s$/.test(block.title ?? '') || /\bdefineConfig\s*\(/.test(block.value);
}

/** The file extension a script block is compiled with (from its title when it has one, else its language). */
export function scriptExtension(block: Pick<ExampleBlock, 'title' | 'lang' | 'mode'>): string {
  if (block.mode.kind === 'signature') return '.ts';
  const titled = /(\.d\.ts|\.[cm]?[jt]sx?)$/.exec(block.title ?? '')?.[1];
  if (titled) return titled;
  return (
    { ts: '.ts', typescript: '.ts', tsx: '.tsx', js: '.js', javascript: '.js', jsx: '.jsx', mjs: '.mjs', cjs: '.cjs' }[
      block.lang
    ] ?? '.ts'
  );
}

/**
 * The TypeScript (or JavaScript) source compiled for a script block, keeping its lines where they are:
 * - a block that is not a module gets `export {}` after its last line, so blocks never share a global scope;
 * - a config block gets an import of its own default export and an assignment to `UserConfig` after its last line;
 * - a `check="signature"` block is wrapped in `declare namespace` on its first and after its last line.
 */
export function wrapScript(block: ExampleBlock, fileName: string): Generated {
  const codeLines = block.value.split('\n').length;
  const js = /\.[cm]?jsx?$/.test(fileName);
  if (block.mode.kind === 'signature') {
    const text = `${SIGNATURE_PRELUDE}declare namespace __signature {\n${block.value}\n}\n`;
    return { text, lineOf: (n) => (n >= 2 && n <= codeLines + 1 ? n - 1 : undefined) };
  }
  const tail: string[] = [];
  const isModule = /^\s*(import|export)\b/m.test(block.value) || /\bmodule\.exports\b|\brequire\(/.test(block.value);
  if (!isModule && !fileName.endsWith('.d.ts')) tail.push('export {};');
  if (isConfigBlock(block)) {
    tail.push(`import __config from './${fileName}';`);
    tail.push(js ? "/** @type {import('rspress/config').UserConfig} */" : '');
    tail.push(
      js
        ? 'export const __configCheck = __config;'
        : "export const __configCheck: import('rspress/config').UserConfig = __config;",
    );
  }
  const text = `${block.value}\n${tail.join('\n')}\n`;
  return { text, lineOf: (n) => (n <= codeLines ? n : undefined) };
}
