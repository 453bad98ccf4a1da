'use client';

import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useRouter } from 'next/navigation';
import { DocSearchModal, type DocSearchTransformClient } from '@docsearch/react';
import '@docsearch/css/dist/style.css';
import type { SearchConfig } from '@/lib/search/config';
import { SearchEngine } from '@/lib/search/engine';
import { loadIndexFile } from '@/lib/search/prefetch';
import { SEARCH_TRANSLATIONS } from '@/lib/search/translations';
import type { Locale } from '@/lib/types';
import { IntentLink } from '@/components/ui/intent-link';

export interface SearchDialogProps {
  locale: Locale;
  config: SearchConfig;
  onClose: () => void;
}

type SearchCall = Parameters<DocSearchTransformClient['search']>[0];

const engines = new Map<Locale, SearchEngine>();

/** One engine per language and page session; its files stay cached (a failed file is fetched again next time). */
function getEngine(locale: Locale): SearchEngine {
  let engine = engines.get(locale);
  if (!engine) engines.set(locale, (engine = new SearchEngine(locale, loadIndexFile)));
  return engine;
}

/**
 * Prepares the built-in engine of a language before the dialog is used (called on intent, with the dialog's code, and
 * when the dialog opens): one throwaway query compiles the engine's code and warms its files. Not deferred to an idle
 * moment: on a busy phone that came after the reader had typed.
 */
export function warmUpSearch(locale: Locale): void {
  void getEngine(locale)
    .warmUp()
    .catch(() => undefined);
}

/** DocSearch shows its error screen for a RetryError, the name the hosted client uses when every host failed. */
function asRetryError(error: unknown): Error {
  const retry = new Error(error instanceof Error ? error.message : String(error));
  retry.name = 'RetryError';
  return retry;
}

/** Answers DocSearch's multi-index query from the built-in index, in the hosted provider's response shape. */
function localClient(locale: Locale) {
  return (client: DocSearchTransformClient): DocSearchTransformClient => ({
    ...client,
    search: (async (call: SearchCall) => {
      const requests = 'requests' in call ? call.requests : call;
      const engine = getEngine(locale);
      const answers = (requests as { query?: string; params?: Record<string, unknown> }[]).map(async (request) => {
        const params = { ...request, ...(request.params ?? {}) } as Record<string, unknown>;
        const snippetSpec = (params.attributesToSnippet as string[] | undefined)?.find((spec) =>
          spec.startsWith('content:'),
        );
        const { hits, nbHits, query } = await engine.search({
          query: String(params.query ?? ''),
          hitsPerPage: Number(params.hitsPerPage ?? 20),
          snippetWords: snippetSpec ? Number(snippetSpec.split(':')[1]) : 10,
          highlightPreTag: params.highlightPreTag as string | undefined,
          highlightPostTag: params.highlightPostTag as string | undefined,
          snippetEllipsisText: params.snippetEllipsisText as string | undefined,
        });
        return {
          hits,
          nbHits,
          query,
          page: 0,
          nbPages: 1,
          hitsPerPage: hits.length,
          processingTimeMS: 0,
          params: '',
          exhaustiveNbHits: true,
        };
      });
      const results = await Promise.all(answers).catch((error) => {
        throw asRetryError(error);
      });
      return { results };
    }) as DocSearchTransformClient['search'],
  });
}

/** Stops keys that confirm an input-method composition from selecting a result or closing the dialog. */
function useImeGuard() {
  useEffect(() => {
    const guard = (event: KeyboardEvent) => {
      if ((event.isComposing || event.keyCode === 229) && /^(Enter|Escape|ArrowUp|ArrowDown|Tab)$/.test(event.key)) {
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('keydown', guard, true);
    return () => window.removeEventListener('keydown', guard, true);
  }, []);
}

/**
 * DocSearch 3.9 sets its error status when a query fails, but autocomplete resets the status to idle right after, so
 * the reader would see "No results" instead. We track failures ourselves and show DocSearch's error screen markup.
 */
function reportFailures(setFailed: (failed: boolean) => void) {
  return (client: DocSearchTransformClient): DocSearchTransformClient => ({
    ...client,
    search: (async (call: SearchCall) => {
      try {
        const response = await client.search(call as Parameters<DocSearchTransformClient['search']>[0]);
        setFailed(false);
        return response;
      } catch (error) {
        setFailed(true);
        throw error;
      }
    }) as DocSearchTransformClient['search'],
  });
}

function ErrorScreen({ title, help }: { title: string; help: string }) {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>
  );
}

/** The DocSearch dialog over the built-in index (default) or the hosted provider (when credentials are configured). */
export function SearchDialog({ locale, config, onClose }: SearchDialogProps) {
  const router = useRouter();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const texts = SEARCH_TRANSLATIONS[locale];
  useImeGuard();

  useEffect(() => {
    if (!container) return;
    // The portal target is a DOM node this component created; its attribute drives the error-state CSS (vendor.css).
    // eslint-disable-next-line react-hooks/immutability
    container.dataset.searchFailed = String(failed);
    // DocSearch's dropdown exists only once DocSearch has rendered the failed state: read it after that render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDropdown(failed ? container.querySelector('.DocSearch-Dropdown') : null);
  }, [container, failed]);

  useEffect(() => {
    // Portalled to <body>: the navbar hides with a transform, which would trap a fixed-position dialog.
    const element = document.createElement('div');
    element.dataset.searchMode = config.mode;
    document.body.appendChild(element);
    // The engine starts on the query from the input event itself, before DocSearch re-renders the dialog; DocSearch's
    // request for the same text then finds the shards and page texts under way (one fetch round trip sooner).
    const onInput = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.classList.contains('DocSearch-Input') && !(event as InputEvent).isComposing)
        getEngine(locale).prepare(input.value);
    };
    if (config.mode === 'local') element.addEventListener('input', onInput, true);
    // The target exists in the document only while the dialog is mounted, so it is made here, not during render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContainer(element);
    if (config.mode === 'local') warmUpSearch(locale);
    return () => element.remove();
  }, [config.mode, locale]);

  const hosted = config.mode === 'hosted';
  const props = useMemo(
    () =>
      hosted
        ? { appId: config.appId, apiKey: config.apiKey, searchParameters: { facetFilters: [`lang:${locale}`] } }
        : { appId: 'local', apiKey: 'local' },
    [config, hosted, locale],
  );
  const transformSearchClient = useMemo(() => {
    const watch = reportFailures(setFailed);
    return (client: DocSearchTransformClient) => watch(hosted ? client : localClient(locale)(client));
  }, [hosted, locale]);

  if (!container) return null;
  return createPortal(
    <>
      <DocSearchModal
        {...props}
        transformSearchClient={transformSearchClient}
        indexName={config.indexName}
        placeholder={texts.placeholder}
        translations={texts.modal}
        initialScrollY={window.scrollY}
        maxResultsPerGroup={5}
        onClose={onClose}
        navigator={{
          navigate: ({ itemUrl }) => router.push(itemUrl),
          navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
          navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
        }}
        // A plain link, navigated and prefetched on intent by the document's delegated listeners (LinkEnhancer): up to
        // 20 hits render at once, and next/link's per-link state and observers slowed the first results down.
        hitComponent={({ hit, children }) => <IntentLink href={hit.url}>{children}</IntentLink>}
        getMissingResultsUrl={({ query }) =>
          `https://github.com/web-infra-dev/rspress/issues/new?title=${encodeURIComponent(`[Docs search] No results for "${query}"`)}`
        }
      />
      {dropdown &&
        createPortal(
          <ErrorScreen title={texts.modal.errorScreen.titleText} help={texts.modal.errorScreen.helpText} />,
          dropdown,
        )}
    </>,
    container,
  );
}
