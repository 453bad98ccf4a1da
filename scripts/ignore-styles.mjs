/**
 * Lets Node scripts import React components (for the MDX component map): a stylesheet import (`*.module.css`) loads
 * as an empty module, as Next and Jest make it during a build or a test. Used as `tsx --import ./scripts/ignore-styles.mjs`.
 */
import { register } from 'node:module';

const hooks = `export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: 'export default {};', shortCircuit: true };
  return nextLoad(url, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hooks)}`);
