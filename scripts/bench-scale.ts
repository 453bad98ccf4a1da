/**
 * How build cost grows with the corpus: builds the real content (1×) and a synthetic corpus five times its size (each
 * section copied four more times into a temporary folder that CONTENT_DIR points to), and prints build time, peak
 * memory and pages per second of both. Usage: npm run bench:scale [-- --factor 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES } from '../lib/i18n';
import { countPages, runMeasured, type RunResult } from './bench-lib';

const factor = Number(process.argv[process.argv.indexOf('--factor') + 1]) || 5;
const CONTENT = path.resolve('content');
const NEXT = path.resolve('node_modules', '.bin', 'next');

/** Copies content/ and adds `factor - 1` copies of every section folder (guide-copy-2/, …) with their _meta.json. */
function makeCorpus(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rspress-scale-'));
  fs.cpSync(CONTENT, root, { recursive: true });
  for (const locale of LOCALES) {
    const sections = fs
      .readdirSync(path.join(CONTENT, locale), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'fragments');
    for (const section of sections) {
      for (let copy = 2; copy <= factor; copy++) {
        fs.cpSync(path.join(CONTENT, locale, section.name), path.join(root, locale, `${section.name}-copy-${copy}`), {
          recursive: true,
        });
      }
    }
  }
  return root;
}

async function build(
  label: string,
  distDir: string,
  contentDir?: string,
): Promise<RunResult & { pages: number; label: string }> {
  fs.rmSync(distDir, { recursive: true, force: true });
  // CONTENT_CACHE=0: both corpora are measured cold, so the ratio compares like with like.
  const env: Record<string, string> = { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, CONTENT_CACHE: '0' };
  if (contentDir) env.CONTENT_DIR = contentDir;
  const result = await runMeasured(NEXT, ['build'], env);
  return { ...result, pages: countPages(path.resolve(distDir)), label };
}

async function main() {
  const corpus = makeCorpus();
  try {
    const one = await build('1× (real content)', '.bench/scale-1x');
    const many = await build(`${factor}× (synthetic)`, '.bench/scale-nx', corpus);
    console.log('| Corpus | Pages | Build time | CPU time | Peak memory | Pages/s |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const run of [one, many]) {
      console.log(
        `| ${run.label} | ${run.pages} | ${run.seconds.toFixed(1)} s | ${run.cpuSeconds.toFixed(1)} s | ${run.peakMb.toFixed(0)} MB | ${(run.pages / run.seconds).toFixed(2)} |`,
      );
    }
    console.log(
      `\n${factor}× the pages cost ${(many.seconds / one.seconds).toFixed(2)}× the time and ${(many.peakMb / one.peakMb).toFixed(2)}× the peak memory.`,
    );
  } finally {
    fs.rmSync(corpus, { recursive: true, force: true });
    fs.rmSync('.bench', { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
