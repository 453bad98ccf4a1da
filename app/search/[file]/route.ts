import { LOCALES } from '@/lib/i18n';
import { buildSearchFiles } from '@/lib/search/records';
import { getSiteData } from '@/lib/site-data';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Every file of the built-in index: per language a meta file, term shards and one file per page (see lib/search/types.ts). */
export function generateStaticParams() {
  const data = getSiteData();
  return LOCALES.flatMap((locale) => [...buildSearchFiles(data, locale).keys()].map((file) => ({ file })));
}

/** One file of the built-in search index, fetched by the dialog when a query needs it. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = LOCALES.find((candidate) => file === `${candidate}.json` || file.startsWith(`${candidate}-`));
  const body = locale ? buildSearchFiles(getSiteData(), locale).get(file) : undefined;
  if (body === undefined) return new Response('Not found', { status: 404 });
  return Response.json(body);
}
