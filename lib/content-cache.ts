import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A disk cache for what the build derives from a page (its analysis, its compiled MDX), keyed by the page's content and
 * the pipeline's version. Next renders pages in several worker processes and `npm run build` runs a post-build step:
 * with this cache a page is parsed and compiled once per change, not once per process and build.
 * CONTENT_CACHE=0 turns it off (the cold-build benchmark).
 */
const CACHE_DIR = path.join(process.cwd(), '.cache', 'content');

/**
 * What shapes the cached output besides the page itself: the pipeline's code, the installed versions, and public/ (image
 * sizes are compiled into pages; 60 small files). Any change to them invalidates every entry.
 */
const PIPELINE_SOURCES = [
  'lib/markdown',
  'lib/mdx.ts',
  'lib/content-cache.ts',
  'lib/site-data.ts',
  'lib/routes.ts',
  'lib/validate.ts',
  'package-lock.json',
  'public',
];

const versions = new Map<string, string>();

function listSources(entry: string): string[] {
  const full = path.join(process.cwd(), entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => listSources(path.join(entry, name)));
}

/** A hash of the source files under `entries` (files or folders, relative to the project), computed once per process. */
export function sourcesVersion(entries: string[]): string {
  const id = entries.join('\u0000');
  let version = versions.get(id);
  if (!version) {
    const hash = crypto.createHash('sha256');
    for (const file of entries.flatMap(listSources)) hash.update(file).update(new Uint8Array(fs.readFileSync(file)));
    versions.set(id, (version = hash.digest('hex').slice(0, 16)));
  }
  return version;
}

const getPipelineVersion = () => sourcesVersion(PIPELINE_SOURCES);

/** The cache key of `parts` (the kind of entry first, then everything its output depends on). */
export function cacheKey(...parts: string[]): string {
  const hash = crypto.createHash('sha256').update(getPipelineVersion());
  for (const part of parts) hash.update('\u0000').update(part);
  return hash.digest('hex').slice(0, 32);
}

const isEnabled = () => process.env.CONTENT_CACHE !== '0';

/** The cached value under `key`, or undefined. */
export function readCache<T>(key: string): T | undefined {
  if (!isEnabled()) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(CACHE_DIR, `${key}.json`), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Stores `value` under `key`; written to a temporary file first, so a parallel reader never sees half a file. */
export function writeCache(key: string, value: unknown): void {
  if (!isEnabled()) return;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const file = path.join(CACHE_DIR, `${key}.json`);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(value));
  fs.renameSync(temporary, file);
}

/** Returns the cached value for `key`, or computes, stores and returns it. */
export function cached<T>(key: string, compute: () => T): T {
  const hit = readCache<T>(key);
  if (hit !== undefined) return hit;
  const value = compute();
  writeCache(key, value);
  return value;
}
