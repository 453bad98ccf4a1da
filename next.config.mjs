/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  // One proper out/404.html for both languages (two root layouts make app/not-found.tsx a bare page).
  // inlineCss: the stylesheet (≈ 8 KB gzip) goes into each page's <head> instead of two render-blocking requests;
  // measured by `npm run bench` (mobile LCP on the home page).
  experimental: { globalNotFound: true, inlineCss: true },
  // Jest (next/jest) compiles these ESM-only packages of the Markdown pipeline for the lib tests.
  transpilePackages: ['github-slugger'],
  // No type check inside `next build`: `npm test` runs `npm run typecheck` (the native tsc, ~2 s) before building, so
  // the build's own pass (~2 s of every build) would repeat it.
  typescript: { ignoreBuildErrors: true },
  // The hosted-search fixture build (scripts/build-hosted-fixture.mjs) exports into its own folder, not out/.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
};

export default nextConfig;
