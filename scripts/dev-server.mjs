/**
 * `npm run dev` (scripts/dev.ts) on a copy of content/ in a temporary folder, for the checks that edit content while
 * the server runs (e2e/dev.test.mjs, `npm run bench:dev`): they edit the copy, never the repository's files.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
/** dev.ts prints this once the content cache is warm and both route trees are compiled. */
const READY = /^Ready: (\S+) .*; ([\d.]+) s\)$/m;

/** The links of a page's sidebar (in the drawer, `<aside id>`) in the page's HTML, in order, that start with `prefix`. */
export const sidebarLinks = (html, prefix) =>
  [...(/<aside id=[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '').matchAll(/href="([^"#]+)"/g)]
    .map((match) => match[1])
    .filter((href) => href.startsWith(prefix));

/** `source` (a page) with `text` added to its first `##` heading, before the heading's `{#id}` if it has one. */
export const appendToFirstHeading = (source, text) => source.replace(/^## (.+?)( \{#[\w-]+\})?$/m, `## $1 ${text}$2`);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts the dev server on a free port over a fresh copy of content/ and resolves once it is ready. Rejects with the
 * server's output when it exits or is not ready within `timeoutMs`; call `stop` when done (it also deletes the copy).
 */
export async function startDevServer({ timeoutMs = 180_000 } = {}) {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rspress-dev-content-'));
  fs.cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
  const port = await freePort();
  // Its own process group, so `stop` ends next dev and its workers with it.
  const child = spawn(process.execPath, [TSX, 'scripts/dev.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }, 5_000);
    await exited;
    clearTimeout(killer);
    fs.rmSync(contentDir, { recursive: true, force: true });
  };
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run dev was not ready within ${timeoutMs / 1000} s:\n${output.slice(-3000)}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output += chunk;
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], readySeconds: Number(match[2]) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm run dev exited (${code}) before it was ready:\n${output.slice(-3000)}`));
    });
  });
  try {
    const { url, readySeconds } = await ready;
    return {
      url,
      readySeconds,
      contentDir,
      /** Rewrites a file of the content copy (path relative to content/); returns a function that restores it. */
      edit(file, change) {
        const full = path.join(contentDir, file);
        const original = fs.readFileSync(full, 'utf8');
        fs.writeFileSync(full, change(original));
        return () => fs.writeFileSync(full, original);
      },
      output: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
