import type { Metadata } from 'next';
import { HTML_LANG, OG_LOCALE } from './i18n';
import { switchLocale } from './routes';
import { getLocaleConfig, SITE, SITE_ORIGIN } from './site';
import type { Frontmatter, Page } from './types';

/**
 * The document title: `Page title - Rspress`; frontmatter `titleSuffix` replaces the site name, and a suffix that starts
 * with `-` or `|` is joined with a space only (Rspress 1.x rules).
 * @example pageTitle({ title: 'Introduction' }) === 'Introduction - Rspress'
 */
export function pageTitle(frontmatter: Pick<Frontmatter, 'title' | 'titleSuffix'>): string {
  const suffix = frontmatter.titleSuffix ?? SITE.title;
  return /^[-|]/.test(suffix) ? `${frontmatter.title} ${suffix}` : `${frontmatter.title} - ${suffix}`;
}

/** Head tags of a page: title, description, canonical URL, hreflang alternates and Open Graph. */
export function buildMetadata(page: Page): Metadata {
  const title = pageTitle(page.frontmatter);
  const description = page.frontmatter.description ?? getLocaleConfig(page.locale).description;
  const absolute = (url: string) => `${SITE_ORIGIN}${url}`;
  const english = switchLocale(page.url, 'en');
  return {
    metadataBase: new URL(SITE_ORIGIN),
    title: { absolute: title },
    description,
    icons: { icon: SITE.icon },
    alternates: {
      canonical: absolute(page.url),
      languages: {
        [HTML_LANG.en]: absolute(english),
        [HTML_LANG.zh]: absolute(switchLocale(page.url, 'zh')),
        'x-default': absolute(english),
      },
    },
    openGraph: {
      type: 'website',
      siteName: SITE.title,
      title,
      description,
      url: absolute(page.url),
      locale: OG_LOCALE[page.locale],
      alternateLocale: [OG_LOCALE[page.locale === 'en' ? 'zh' : 'en']],
    },
    twitter: { card: 'summary', title, description },
  };
}
