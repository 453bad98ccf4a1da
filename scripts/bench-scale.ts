/**
 * How build cost grows with the corpus: builds the real content (1×) and a synthetic corpus five times its size (each
 * section copied four more times into a temporary folder that CONTENT_DIR points to), and prints build time, peak
 * memory and pages per second of both. Usage: npm run bench:scale [-- --factor 5]
 */
import fs from 'node:fs';
import path from 'node:path';
import { countPages, makeScaledCorpus, runMeasured, type RunResult } from './bench-lib';

const factor = Number(process.argv[process.argv.indexOf('--factor') + 1]) || 5;

async function build(
  label: string,
  distDir: string,
  contentDir?: string,
): Promise<RunResult & { pages: number; label: string }> {
  // Both corpora are measured cold (no Next cache, no content cache), so the ratio compares like with like; the whole
  // `npm run build` (next build and its post-build steps), exported into distDir.
  for (const dir of [distDir, '.cache/content']) fs.rmSync(dir, { recursive: true, force: true });
  const env: Record<string, string> = { NEXT_DIST_DIR: distDir };
  if (contentDir) env.CONTENT_DIR = contentDir;
  const result = await runMeasured('npm', ['run', 'build'], env);
  return { ...result, pages: countPages(path.resolve(distDir)), label };
}

async function main() {
  const corpus = makeScaledCorpus(factor);
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
