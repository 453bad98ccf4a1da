import { LOCALES } from '@/lib/i18n';
import { compactIndex } from '@/lib/search/hit';
import { buildSearchIndex } from '@/lib/search/records';
import { getSiteData } from '@/lib/site-data';
import type { Locale } from '@/lib/types';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ file: `${locale}.json` }));
}

/** The built-in search index of one language, fetched by the dialog the first time it opens. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = file.replace(/\.json$/, '') as Locale;
  return Response.json(compactIndex(buildSearchIndex(getSiteData(), locale)));
}
