/**
 * npm run bench:examples [-- --runs 5] — runs `npm run check:examples` several times (each a fresh process, as in
 * `npm test`) and prints the median wall time beside its 30 s budget.
 */
import { spawnSync } from 'node:child_process';

/** The budget of issue 13: the whole examples check on the project's 2-core machine. */
const BUDGET_SECONDS = 30;
/** Last measured on the project's 2-core machine (median of 3 runs), for reference. */
const MEASURED =
  'median 7.5 s wall (runs 7.7, 6.8, 7.5 s; 5.1–6.1 s inside the process), 614 TS/TSX/JS blocks, 2-core machine';

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
const times: number[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const result = spawnSync('npx', ['tsx', 'scripts/check-examples.ts'], { encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  times.push(seconds);
  console.log(`run ${run + 1}: ${seconds.toFixed(1)} s (exit ${result.status})`);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `check:examples median of ${runs}: ${median.toFixed(1)} s (budget ${BUDGET_SECONDS} s) ${median <= BUDGET_SECONDS ? 'OK' : 'OVER BUDGET'}`,
);
console.log(`recorded: ${MEASURED}`);
if (median > BUDGET_SECONDS) process.exitCode = 1;
