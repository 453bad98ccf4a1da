/**
 * `npm run dev`: the Next dev server with content that is ready before the first visit. It starts `next dev`, fills
 * the content cache (every page analysed and compiled, in development mode) while the server boots, then asks for one
 * page of each language so Turbopack compiles the two route trees, and only then prints "Ready". From that point every
 * route answers from the cache; an edit to an .mdx, _meta.json or i18n.json file is read on the next reload
 * (lib/site-data.ts), and a content error shows in the browser with its file:line.
 * PORT is honoured (default 3000).
 */
import { spawn } from 'node:child_process';
import { compilePage } from '../lib/mdx';
import { getSiteData } from '../lib/site-data';

const PORT = Number(process.env.PORT ?? 3000);
const ORIGIN = `http://127.0.0.1:${PORT}`;

async function warmContentCache(): Promise<string> {
  try {
    const { pages } = getSiteData();
    for (const page of pages)
      if (page.frontmatter.pageType !== 'home' && !page.frontmatter.overview) await compilePage(page, {});
    return `${pages.length} pages`;
  } catch (error) {
    // The server shows the same error on the page that has it; nothing is cached for a broken corpus.
    return `not warmed, the content has an error:\n${(error as Error).message}`;
  }
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(`${ORIGIN}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`next dev did not answer on ${ORIGIN} within 60 s`);
}

async function main() {
  const started = Date.now();
  // The cache keys compiled MDX by NODE_ENV: warm it for the dev server's mode.
  Object.assign(process.env, { NODE_ENV: 'development' });
  const server = spawn('npx', ['next', 'dev', '--port', String(PORT), '--hostname', '127.0.0.1'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  server.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  const warmed = await warmContentCache();
  await waitForServer();
  // One page per root layout and the search index's route: the first request of a route makes Turbopack compile it.
  await Promise.all(
    ['/', '/zh/', '/search/en.json'].map((url) => fetch(`${ORIGIN}${url}`).then((response) => response.text())),
  );
  console.log(`\nReady: ${ORIGIN} (content cache: ${warmed}; ${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
