/**
 * How every tool of this project starts Debian's Chromium: the binary and the flags that keep it off the network
 * (this machine has none but 127.0.0.1) and free of first-run work. Shared by the browser tests and the benchmarks.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
