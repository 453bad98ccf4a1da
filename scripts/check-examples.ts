/**
 * npm run check:examples — type-checks every code example of both languages against the published Rspress 1.47.2
 * types (one compiler run), validates `_meta.json`/`i18n.json` blocks with the site's schemas, frontmatter examples
 * against `FrontMatterMeta` and `rspress …` shell commands against the real CLI. Prints `content/<file>:<line>: <message>`
 * per problem and exits 1, or prints a summary.
 *
 *   npm run check:examples                  check (CONTENT_DIR picks another content root)
 *   npm run check:examples -- --update-cli  regenerate lib/examples/cli-flags.json from `rspress <cmd> --help`
 */
import fs from 'node:fs';
import { checkExamples, type BlockResult } from '../lib/examples/check';
import { CLI_TABLE_FILE, readCliTable } from '../lib/examples/cli';

/** Share of script blocks that must be checked (the rest carry check="skip: …"). */
const MIN_CHECKED_SHARE = 0.9;

function group<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

function summary(results: BlockResult[]): string[] {
  const lines: string[] = [];
  const kindOf = ({ block }: BlockResult) => (block.kind === 'script' ? `script:${block.lang}` : block.kind);
  for (const locale of ['en', 'zh']) {
    const mine = results.filter((result) => result.block.locale === locale);
    const parts = [...group(mine, kindOf)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, list]) => {
        const checked = list.filter((result) => result.status === 'checked').length;
        return kind === 'other' ? `other ${list.length} (not checked)` : `${kind} ${checked}/${list.length}`;
      });
    lines.push(`${locale}: ${mine.length} blocks; checked/total by kind: ${parts.join(', ')}`);
  }
  return lines;
}

function main(): void {
  if (process.argv.includes('--update-cli')) {
    const table = readCliTable();
    fs.writeFileSync(CLI_TABLE_FILE, `${JSON.stringify(table, null, 2)}\n`);
    console.log(`wrote ${CLI_TABLE_FILE} (rspress ${table.version})`);
    return;
  }
  const started = performance.now();
  const { results, problems } = checkExamples();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const scripts = results.filter((result) => result.block.kind === 'script');
  const checkedScripts = scripts.filter((result) => result.status === 'checked').length;
  const skipped = results.filter((result) => result.status === 'skipped');
  for (const { block } of skipped) {
    console.log(`skip ${block.file}:${block.line}: ${block.mode.kind === 'skip' ? block.mode.reason : ''}`);
  }
  if (scripts.length && checkedScripts / scripts.length < MIN_CHECKED_SHARE) {
    problems.push({
      file: 'content',
      line: 0,
      message: `only ${checkedScripts} of ${scripts.length} TS/TSX/JS blocks are checked (at least ${MIN_CHECKED_SHARE * 100} % must be)`,
    });
  }
  for (const problem of problems)
    console.error(`${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
  for (const line of summary(results)) console.log(line);
  const checked = results.filter((result) => result.status === 'checked').length;
  console.log(
    `checked ${checked} blocks (TS/TSX/JS ${checkedScripts}/${scripts.length} = ${scripts.length ? ((100 * checkedScripts) / scripts.length).toFixed(1) : '100'} %), ` +
      `skipped ${skipped.length}, not checkable ${results.length - checked - skipped.length}; ${problems.length} problem(s); ${seconds} s`,
  );
  for (const [reason, list] of group(skipped, ({ block }) => (block.mode.kind === 'skip' ? block.mode.reason : '')))
    console.log(`  skipped ${list.length}: ${reason}`);
  if (problems.length) process.exitCode = 1;
}

main();
