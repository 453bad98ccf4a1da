/**
 * How every tool of this project starts Debian's Chromium: the binary and the flags that keep it off the network
 * (this machine has none but 127.0.0.1) and free of first-run work. Shared by the browser tests and the benchmarks.
 * Run as a script (`node scripts/chromium.mjs`, first step of `npm test` and `npm run test:e2e`) it checks that the
 * browser is there and, when it is not, stops with one line saying how to get it.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `CHROMIUM_PATH` when set, else Debian's package. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The one line printed when the browser is missing: where it looked, and the two ways to fix it. */
export function missingChromiumMessage(path = CHROMIUM_PATH) {
  const where = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${path}` : path;
  return (
    `Browser tests need Chromium, and there is no executable at ${where}: ` +
    'install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome binary.'
  );
}

/** Throws `missingChromiumMessage()` unless the browser binary exists and is executable. */
export function assertChromium(path = CHROMIUM_PATH) {
  try {
    fs.accessSync(path, fs.constants.X_OK);
    if (!fs.statSync(path).isFile()) throw new Error('not a file');
  } catch {
    throw new Error(missingChromiumMessage(path));
  }
  return path;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    assertChromium();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
