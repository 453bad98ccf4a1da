/**
 * Builds the small fixture site (__tests__/fixtures/valid) with hosted-search credentials into e2e/.hosted-out, so the
 * browser tests can check the hosted provider mode (requests intercepted, no real network). With a custom distDir,
 * Next exports into that folder, so the main out/ is left alone.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = path.join('e2e', '.hosted-out');

/** Credentials of the fixture only; the tests answer the provider's hosts themselves. */
export const HOSTED_FIXTURE = { appId: 'FIXTUREAPP', apiKey: 'fixture-search-key', indexName: 'rspress-fixture' };

fs.rmSync(path.join(ROOT, TARGET), { recursive: true, force: true });
execFileSync(path.join(ROOT, 'node_modules', '.bin', 'next'), ['build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: TARGET,
    CONTENT_DIR: path.join(ROOT, '__tests__', 'fixtures', 'valid'),
    NEXT_PUBLIC_DOCSEARCH_APP_ID: HOSTED_FIXTURE.appId,
    NEXT_PUBLIC_DOCSEARCH_API_KEY: HOSTED_FIXTURE.apiKey,
    NEXT_PUBLIC_DOCSEARCH_INDEX_NAME: HOSTED_FIXTURE.indexName,
  },
});
console.log(`hosted-search fixture site: ${TARGET}`);
