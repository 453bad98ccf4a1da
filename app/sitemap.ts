import type { MetadataRoute } from 'next';
import { switchLocale } from '@/lib/routes';
import { getSiteData } from '@/lib/site-data';
import { SITE_ORIGIN } from '@/lib/site';

export const dynamic = 'force-static';

/** Every page of both languages, each with its twin as an alternate. */
export default function sitemap(): MetadataRoute.Sitemap {
  return getSiteData().pages.map((page) => ({
    url: `${SITE_ORIGIN}${page.url}`,
    alternates: {
      languages: {
        en: `${SITE_ORIGIN}${switchLocale(page.url, 'en')}`,
        'zh-CN': `${SITE_ORIGIN}${switchLocale(page.url, 'zh')}`,
      },
    },
  }));
}
