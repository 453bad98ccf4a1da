import type { Locale } from '../types';

/** Where the dialog gets its answers: the index built with the site, or the hosted DocSearch provider. */
export type SearchConfig =
  { mode: 'local'; indexName: string } | { mode: 'hosted'; appId: string; apiKey: string; indexName: string };

/**
 * Reads the hosted-provider credentials set at build time. None set: the built-in index. All three set: the hosted
 * provider. Only some set: a configuration mistake, so the build fails naming what is missing.
 */
export function getSearchConfig(locale: Locale, env: Record<string, string | undefined> = process.env): SearchConfig {
  const appId = env.NEXT_PUBLIC_DOCSEARCH_APP_ID?.trim();
  const apiKey = env.NEXT_PUBLIC_DOCSEARCH_API_KEY?.trim();
  const indexName = env.NEXT_PUBLIC_DOCSEARCH_INDEX_NAME?.trim();
  if (!appId && !apiKey && !indexName) return { mode: 'local', indexName: `rspress-${locale}` };
  if (!appId)
    throw new Error(
      'appId is missing (set NEXT_PUBLIC_DOCSEARCH_APP_ID, or unset all NEXT_PUBLIC_DOCSEARCH_* variables)',
    );
  if (!apiKey)
    throw new Error(
      'apiKey is missing (set NEXT_PUBLIC_DOCSEARCH_API_KEY, or unset all NEXT_PUBLIC_DOCSEARCH_* variables)',
    );
  if (!indexName)
    throw new Error(
      'indexName is missing (set NEXT_PUBLIC_DOCSEARCH_INDEX_NAME, or unset all NEXT_PUBLIC_DOCSEARCH_* variables)',
    );
  return { mode: 'hosted', appId, apiKey, indexName };
}
