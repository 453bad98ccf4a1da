/**
 * The authoring benchmark (a script, not a test): `npm run dev` on a copy of content/ (scripts/dev-server.mjs), then the
 * first visit to every page and the time from an edit (a page, a `_meta.json`, `i18n.json`, a content error) to the
 * request that shows it; every figure beside its budget (issue #14). Exits 1 when a budget is missed.
 * Usage: npm run bench:dev [-- --repeats 5]
 */
import { getSiteData } from '../lib/site-data';
import { median } from './bench-lib';
import { appendToFirstHeading, sidebarLinks, startDevServer, type DevServer } from './dev-server.mjs';

const BUDGET = { firstVisitMs: 1500, editToReloadMs: 1000 };
const repeats = Number(process.argv[process.argv.indexOf('--repeats') + 1]) || 5;

const max = (values: number[]) => Math.max(...values);

/** Milliseconds of one GET, and its body. */
async function timedGet(dev: DevServer, route: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(dev.url + route);
  const body = await response.text();
  return { ms: performance.now() - started, body };
}

interface Edit {
  name: string;
  route: string;
  file: string;
  /** The edit of the n-th repeat (different each time, so each is a change). */
  change: (n: number) => (source: string) => string;
  /** Whether the page (HTML after the edit, and before it) shows the n-th edit. */
  shown: (after: string, before: string, n: number) => boolean;
}

const firstSidebarLink = (html: string) => sidebarLinks(html, '/guide/basic/')[0];

const EDITS: Edit[] = [
  {
    name: 'page (.mdx) heading',
    route: '/guide/basic/ssg',
    file: 'en/guide/basic/ssg.mdx',
    change: (n) => (source) => appendToFirstHeading(source, `edit${n}`),
    shown: (after, _, n) => after.includes(`edit${n}`),
  },
  {
    name: '_meta.json order',
    route: '/guide/basic/ssg',
    file: 'en/guide/basic/_meta.json',
    // Moves the n-th entry to the front: the sidebar's first link changes.
    change: (n) => (source) => {
      const entries = JSON.parse(source) as string[];
      const moved = entries[1 + (n % (entries.length - 1))];
      return JSON.stringify([moved, ...entries.filter((entry) => entry !== moved)]);
    },
    shown: (after, before) => firstSidebarLink(after) !== firstSidebarLink(before),
  },
  {
    name: 'i18n.json label',
    route: '/guide/basic/ssg',
    file: 'i18n.json',
    change: (n) => (source) => source.replace('"en": "Features"', `"en": "Features ${n}"`),
    shown: (after, _, n) => after.includes(`Features ${n}`),
  },
  {
    name: 'content error shown',
    route: '/guide/basic/ssg',
    file: 'en/guide/basic/ssg.mdx',
    change: (n) => (source) => `${source}\n\nSee [a missing page](/guide/missing-${n}).\n`,
    shown: (after, _, n) => new RegExp(`ssg\\.mdx:\\d+: broken link &quot;/guide/missing-${n}&quot;`).test(after),
  },
];

async function main() {
  const dev = await startDevServer();
  const rows: string[] = [];
  const failures: string[] = [];
  const row = (name: string, value: string, budget: string, ok = true) => {
    rows.push(`| ${name} | ${value} | ${budget} | ${ok ? 'ok' : 'MISSED'} |`);
    if (!ok) failures.push(`${name}: ${value} (budget ${budget})`);
  };
  try {
    row('npm run dev → Ready', `${dev.readySeconds.toFixed(1)} s`, 'report');
    const routes = getSiteData().pages.map((page) => page.url);
    const visits: number[] = [];
    for (const route of routes) visits.push((await timedGet(dev, route)).ms);
    row(
      `First visit, ${routes.length} pages: median / max`,
      `${median(visits).toFixed(0)} / ${max(visits).toFixed(0)} ms`,
      `≤ ${BUDGET.firstVisitMs} ms`,
      max(visits) <= BUDGET.firstVisitMs,
    );
    for (const edit of EDITS) {
      const times: number[] = [];
      for (let n = 1; n <= repeats; n++) {
        const before = await timedGet(dev, edit.route);
        const restore = dev.edit(edit.file, edit.change(n));
        try {
          const after = await timedGet(dev, edit.route);
          if (!edit.shown(after.body, before.body, n))
            throw new Error(`${edit.name}: edit ${n} did not show on the next request to ${edit.route}`);
          times.push(after.ms);
        } finally {
          restore();
        }
      }
      row(
        `Edit → next request shows it: ${edit.name} (median / max of ${repeats})`,
        `${median(times).toFixed(0)} / ${max(times).toFixed(0)} ms`,
        `≤ ${BUDGET.editToReloadMs} ms`,
        max(times) <= BUDGET.editToReloadMs,
      );
    }
  } finally {
    await dev.stop();
  }
  console.log('| Figure | Value | Budget | |\n| --- | --- | --- | --- |\n' + rows.join('\n'));
  if (failures.length) {
    console.error(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
