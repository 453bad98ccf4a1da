/**
 * Serves the static export (out/) on 127.0.0.1 the way a static host would: clean URLs (`/api` and `/api/` answer,
 * `*.html` redirects to the clean URL), `404.html` for unknown paths, gzip. PORT is honoured (default 3000).
 * Also imported by the browser tests and benchmarks to get a server on a free port.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import compression from 'compression';
import handler from 'serve-handler';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

const CONFIG = {
  public: ROOT,
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  headers: [
    { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    { source: '**/*.md', headers: [{ key: 'Content-Type', value: 'text/markdown; charset=utf-8' }] },
    { source: '**/*.txt', headers: [{ key: 'Content-Type', value: 'text/plain; charset=utf-8' }] },
  ],
};

const compress = compression();

/** Starts the static server; resolves with the bound address once it listens. */
export function startServer({ port = 3000, host = '127.0.0.1', root = ROOT } = {}) {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${root} has no index.html: run "npm run build" first`);
  }
  const server = http.createServer((request, response) => {
    compress(request, response, () => {
      // `/api/` is an index page exported as api.html: answer it directly instead of redirecting.
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        const file = path.join(root, `${url.pathname.slice(0, -1)}.html`);
        if (fs.existsSync(file)) request.url = `${url.pathname.slice(0, -1)}${url.search}`;
      }
      handler(request, response, { ...CONFIG, public: root });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ server, url: `http://${host}:${typeof address === 'object' && address ? address.port : port}` });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.PORT ?? 3000);
  const { url } = await startServer({ port });
  console.log(`Serving out/ at ${url}`);
}
