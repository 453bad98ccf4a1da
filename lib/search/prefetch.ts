/**
 * Fetching of built-in index files, shared by the search button (which starts the meta file on intent: pointer over
 * the button, focus, a touch, the keyboard shortcut) and the dialog's engine (which then finds it under way or done).
 * Tiny on purpose: the button ships with every page.
 */
const pending = new Map<string, Promise<unknown>>();

/** Fetches one file of the built-in index (`en.json`, `en-t3.json`, `en-c12.json`); a failed fetch is retried next time. */
export function loadIndexFile(file: string): Promise<unknown> {
  let promise = pending.get(file);
  if (!promise) {
    promise = fetch(`/search/${file}`).then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json();
    });
    promise.catch(() => pending.delete(file));
    pending.set(file, promise);
  }
  return promise;
}

/** Starts loading what every first query needs (the meta file of the language), without waiting for it. */
export function prefetchIndex(locale: string): void {
  loadIndexFile(`${locale}.json`).catch(() => undefined);
}
