/** A running `npm run dev` over a temporary copy of content/ (scripts/dev-server.mjs). */
export interface DevServer {
  url: string;
  /** Seconds from the start of `npm run dev` to its "Ready" line. */
  readySeconds: number;
  contentDir: string;
  /** Rewrites a file of the content copy (path relative to content/); returns a function that restores it. */
  edit(file: string, change: (source: string) => string): () => void;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the dev server on a free port over a fresh copy of content/ and resolves once it is ready. */
export function startDevServer(options?: { timeoutMs?: number }): Promise<DevServer>;

/** The links of a page's sidebar (in the drawer, `<aside id>`) in the page's HTML, in order, that start with `prefix`. */
export function sidebarLinks(html: string, prefix: string): string[];

/** `source` (a page) with `text` added to its first `##` heading, before the heading's `{#id}` if it has one. */
export function appendToFirstHeading(source: string, text: string): string;
