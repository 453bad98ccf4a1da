import type { Locale } from './types';

/** Per-language settings of the site (Rspress `themeConfig.locales`): what the pages read per language. */
export interface LocaleConfig {
  lang: Locale;
  description: string;
  editLink: { docRepoBaseUrl: string; text: string };
  overview: { filterNameText: string; filterPlaceholderText: string; filterNoResultText: string };
}

export type SocialIcon = 'github' | 'discord' | 'x';

export interface SocialLink {
  icon: SocialIcon;
  mode: 'link';
  content: string;
  label: string;
}

/**
 * The site configuration, in the shape and names of an Rspress 1.x `rspress.config.ts`, holding only what the site
 * reads: the title and logo, the languages, code languages and wrapping, the footer, navbar hiding and social links.
 */
export interface SiteConfig {
  title: string;
  icon: string;
  logo: string;
  logoText: string;
  locales: LocaleConfig[];
  markdown: {
    defaultWrapCode: boolean;
    /** The languages Prism highlights; aliases map to one of them. */
    highlightLanguages: readonly string[];
    languageAliases: Readonly<Record<string, string>>;
  };
  themeConfig: {
    footer: { message: string };
    hideNavbar: 'always' | 'auto' | 'never';
    socialLinks: SocialLink[];
  };
}

/** Where the documentation sources live publicly; edit links point under it. */
const DOCS_REPO = 'https://github.com/web-infra-dev/rspress/tree/1.x/packages/document/docs';

/** The public origin of the site, used for canonical URLs, hreflang and the sitemap. */
export const SITE_ORIGIN = (process.env.SITE_URL ?? 'https://rspress.dev').replace(/\/$/, '');

export const SITE = {
  title: 'Rspress',
  icon: '/rspress-logo.svg',
  logo: '/rspress-logo.svg',
  logoText: 'Rspress',
  locales: [
    {
      lang: 'en',
      description: 'Static site generator based on Rsbuild and the Rspack bundler',
      editLink: { docRepoBaseUrl: DOCS_REPO, text: '📝 Edit this page on GitHub' },
      overview: {
        filterNameText: 'Filter',
        filterPlaceholderText: 'Enter keyword',
        filterNoResultText: 'No matching API found',
      },
    },
    {
      lang: 'zh',
      description: '基于 Rsbuild 与 Rspack 的静态站点生成器',
      editLink: { docRepoBaseUrl: DOCS_REPO, text: '📝 在 GitHub 上编辑此页' },
      overview: { filterNameText: '筛选', filterPlaceholderText: '输入关键词', filterNoResultText: '未找到匹配的 API' },
    },
  ],
  markdown: {
    defaultWrapCode: false,
    highlightLanguages: ['bash', 'css', 'javascript', 'json', 'markdown', 'toml', 'tsx', 'typescript', 'yaml'],
    languageAliases: { js: 'javascript', md: 'markdown', mdx: 'tsx', jsx: 'tsx', ts: 'typescript' },
  },
  themeConfig: {
    footer: { message: '© 2024 Bytedance Inc. All Rights Reserved.' },
    hideNavbar: 'auto',
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rspress', label: 'GitHub' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/mkVw5zPAtf', label: 'Discord' },
      { icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev', label: 'X' },
    ],
  },
} as const satisfies SiteConfig;

/** Maps a code fence language to the grammar that highlights it (aliases resolved), or undefined when unsupported. */
export function resolveCodeLanguage(lang: string): string | undefined {
  const name = lang.toLowerCase();
  const languages: readonly string[] = SITE.markdown.highlightLanguages;
  const aliases: Readonly<Record<string, string>> = SITE.markdown.languageAliases;
  return languages.includes(name) ? name : aliases[name];
}

/** The locale settings for `locale`. */
export function getLocaleConfig(locale: Locale): LocaleConfig {
  const found = SITE.locales.find((entry) => entry.lang === locale);
  if (!found) throw new Error(`lib/site.ts: no locale entry for "${locale}"`);
  return found;
}

/** A sibling tool of the Rstack family, shown in the navbar menu and on the home page. */
export interface RstackTool {
  name: string;
  url: Record<Locale, string>;
  logo: string;
  description: Record<Locale, string>;
}

export const RSTACK_TOOLS: readonly RstackTool[] = [
  {
    name: 'Rspack',
    url: { en: 'https://rspack.rs/', zh: 'https://rspack.rs/zh/' },
    logo: '/rstack/rspack.svg',
    description: { en: 'A fast Rust-based web bundler', zh: '基于 Rust 编写的高性能 Web 打包工具' },
  },
  {
    name: 'Rsbuild',
    url: { en: 'https://rsbuild.rs/', zh: 'https://rsbuild.rs/zh/' },
    logo: '/rstack/rsbuild.svg',
    description: { en: 'A build tool powered by Rspack', zh: '由 Rspack 驱动的构建工具' },
  },
  {
    name: 'Rspress',
    url: { en: 'https://rspress.rs/', zh: 'https://rspress.rs/zh/' },
    logo: '/rstack/rspress.svg',
    description: { en: 'A static site generator powered by Rsbuild', zh: '由 Rsbuild 驱动的静态站点生成器' },
  },
  {
    name: 'Rslib',
    url: { en: 'https://rslib.rs/', zh: 'https://rslib.rs/zh/' },
    logo: '/rstack/rslib.svg',
    description: { en: 'A library development tool powered by Rsbuild', zh: '由 Rsbuild 驱动的库开发工具' },
  },
  {
    name: 'Rsdoctor',
    url: { en: 'https://rsdoctor.rs/', zh: 'https://rsdoctor.rs/zh/' },
    logo: '/rstack/rsdoctor.svg',
    description: {
      en: 'A one-stop analyzer for Rspack and webpack builds',
      zh: '面向 Rspack 与 webpack 的一站式构建分析工具',
    },
  },
];
