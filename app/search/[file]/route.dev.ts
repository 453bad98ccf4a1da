import { LOCALES } from '@/lib/i18n';
import { buildSearchFiles } from '@/lib/search/records';
import { getSiteData } from '@/lib/site-data';

/**
 * `next dev` only (next.config.mjs lists the `dev.ts` page extension in development): the files of the built-in search
 * index, from the current content. A build writes the same files into the export instead
 * (scripts/emit-content-files.ts), from the same `buildSearchFiles`. `output: 'export'` requires the static exports
 * below of every route handler, in development too.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

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
