import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  // One proper out/404.html for both languages (two root layouts make app/not-found.tsx a bare page).
  // inlineCss: the stylesheet (≈ 8 KB gzip) goes into each page's <head> instead of two render-blocking requests;
  // measured by `npm run bench` (mobile LCP on the home page).
  experimental: {
    globalNotFound: true,
    // Pages are prerendered in a worker thread of the build process instead of a child process: one Node runtime less.
    // Three alternated cold builds: peak memory of the process tree 1013 → 961 MB, wall 20.0 → 19.3 s (medians); the
    // export is byte-identical.
    workerThreads: true,
    inlineCss: true,
    // A static export ships no server code: its source maps and minification are build time spent on files nobody
    // loads after the build. The client bundles are still minified; the exported HTML is byte-identical.
    turbopackSourceMaps: false,
    turbopackMinify: { server: false, client: true },
  },
  // Jest (next/jest) compiles these ESM-only packages of the Markdown pipeline for the lib tests.
  transpilePackages: ['github-slugger'],
  // The Markdown pipeline runs on the server only (at build time): Node loads it from node_modules as it is, instead of
  // Turbopack bundling and minifying ~1 MB of it into the server chunks (cold compile 10.3 s → 4.7 s, measured).
  serverExternalPackages: [
    'next-mdx-remote',
    'unified',
    'remark-parse',
    'remark-gfm',
    'remark-mdx',
    'remark-stringify',
    'rehype-prism-plus',
    'refractor',
    'gray-matter',
    'zod',
    'unist-util-visit',
    'mdast-util-to-string',
    'mdast-util-mdx-jsx',
    'image-size',
  ],
  // Node's source maps in the prerender worker (--enable-source-maps) only map the stacks of errors thrown while pages
  // render; content errors carry their own file:line. With them on, the worker reads Next's runtime maps (4 MB for the
  // page runtime alone) as it loads it. Off: the worker's memory at the build's peak 515 → 451 MB, the process tree's
  // peak 1047 → 924 MB, CPU 32.8 → 31.8 s (medians of 6 alternated cold builds); the export is byte-identical.
  enablePrerenderSourceMaps: false,
  // No type check inside `next build`: `npm test` runs `npm run typecheck` (the native tsc, ~2 s) before building, so
  // the build's own pass (~2 s of every build) would repeat it.
  typescript: { ignoreBuildErrors: true },
  // The hosted-search fixture build (scripts/build-hosted-fixture.mjs) exports into its own folder, not out/.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
};

/**
 * `*.dev.ts` files are routes in `next dev` only: app/search/[file]/route.dev.ts serves the search index there, while a
 * build writes the same files in its post-build step (scripts/emit-content-files.ts) instead of rendering ~380 routes.
 */
export default function config(phase) {
  const pageExtensions = ['tsx', 'ts', 'jsx', 'js'];
  return {
    ...nextConfig,
    pageExtensions: phase === PHASE_DEVELOPMENT_SERVER ? ['dev.ts', ...pageExtensions] : pageExtensions,
  };
}
