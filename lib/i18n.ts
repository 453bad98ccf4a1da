import type { Locale } from './types';

/** Every language the site is published in, default first. */
export const LOCALES = ['en', 'zh'] as const satisfies readonly Locale[];

/** The language served without a URL prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The value of `<html lang>` per locale. */
export const HTML_LANG = { en: 'en', zh: 'zh-CN' } as const satisfies Record<Locale, string>;

/** Open Graph locale per language. */
export const OG_LOCALE = { en: 'en_US', zh: 'zh_CN' } as const satisfies Record<Locale, string>;

const EN = {
  languageName: 'English',
  skipToContent: 'Skip to content',
  menu: 'Menu',
  closeMenu: 'Close menu',
  mainNav: 'Main',
  /** The sections of the navbar again, inside the mobile drawer (a landmark name distinct from the drawer's "Menu"). */
  drawerNav: 'Site sections',
  sidebarNav: 'Pages in this section',
  onThisPage: 'On this page',
  prevPage: 'Previous page',
  nextPage: 'Next page',
  pager: 'Previous and next pages',
  copyCode: 'Copy code',
  copied: 'Copied',
  toggleWrap: 'Toggle code wrap',
  appearance: 'Appearance',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  switchTheme: 'Switch appearance, current: {mode}',
  changeLanguage: 'Change language',
  socialLinks: 'Community',
  search: 'Search',
  searchDocs: 'Search docs',
  toolStackTitle: 'Rstack',
  toolStackDesc: 'A high-performance toolchain built around Rspack to speed up modern web development',
  rstackMenu: 'Rstack tools',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  backHome: 'Take me home',
  anchorLabel: 'Link to this section',
  externalHint: '(opens in a new tab)',
  tabList: 'Tabs',
  homeFeatures: 'Features',
  zoomImage: 'Expand image',
  unzoomImage: 'Minimize image',
  sourceCode: 'Source',
  taskDone: 'Done',
  taskOpen: 'Not done',
  copyPage: 'Copy page',
  pageCopied: 'Page copied',
  openMarkdown: 'Open as Markdown',
};

/** UI strings: both languages in one object, so a missing key fails the type check. */
const MESSAGES = {
  en: EN,
  zh: {
    languageName: '简体中文',
    skipToContent: '跳到正文',
    menu: '菜单',
    closeMenu: '关闭菜单',
    mainNav: '主导航',
    drawerNav: '站点栏目',
    sidebarNav: '本栏目页面',
    onThisPage: '本页目录',
    prevPage: '上一页',
    nextPage: '下一页',
    pager: '上一页与下一页',
    copyCode: '复制代码',
    copied: '已复制',
    toggleWrap: '切换自动换行',
    appearance: '外观',
    themeLight: '浅色',
    themeDark: '深色',
    themeSystem: '跟随系统',
    switchTheme: '切换外观，当前：{mode}',
    changeLanguage: '切换语言',
    socialLinks: '社区',
    search: '搜索',
    searchDocs: '搜索文档',
    toolStackTitle: 'Rstack',
    toolStackDesc: '围绕 Rspack 打造的高性能工具链，让现代 Web 开发更快一步',
    rstackMenu: 'Rstack 工具链',
    notFoundTitle: '页面不存在',
    notFoundText: '你访问的页面不存在，或者已经被移动到了别处。',
    backHome: '返回首页',
    anchorLabel: '链接到本节',
    externalHint: '（在新标签页中打开）',
    tabList: '标签页',
    homeFeatures: '特性',
    zoomImage: '放大图片',
    unzoomImage: '缩小图片',
    sourceCode: '源码',
    taskDone: '已完成',
    taskOpen: '未完成',
    copyPage: '复制页面',
    pageCopied: '已复制页面',
    openMarkdown: '以 Markdown 查看',
  },
} satisfies Record<Locale, Record<keyof typeof EN, string>>;

export type MessageKey = keyof typeof EN;

/**
 * Returns the UI string `key` in `locale`, with `{name}` placeholders filled from `vars`.
 * @example t('zh', 'switchTheme', { mode: '深色' })
 */
export function t(locale: Locale, key: MessageKey, vars?: Record<string, string>): string {
  const text: string = MESSAGES[locale][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** The locale of a URL path: Chinese when the path is under /zh, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/zh' || pathname.startsWith('/zh/') ? 'zh' : 'en';
}

/** Narrows an arbitrary string to a Locale. */
export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
