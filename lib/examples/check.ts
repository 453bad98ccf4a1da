import path from 'node:path';
import { collectBlocks, type ExampleBlock } from './blocks';
import { checkCliBlock, loadCliTable } from './cli';
import { ambientDeclarations, compile, writeProject } from './compile';
import { frontmatterToTs, misspeltKeys, type Generated } from './frontmatter';
import { checkJsonBlock, isNavMeta, navMetaToTs } from './json-files';
import { scriptExtension, wrapScript } from './scripts';

/** A problem found in an example, placed at the offending line of its content file. */
export interface ExampleProblem {
  file: string;
  line: number;
  message: string;
}

/** What happened to one block. */
export interface BlockResult {
  block: ExampleBlock;
  status: 'checked' | 'skipped' | 'unchecked';
}

/** The outcome of a run. */
export interface ExamplesReport {
  results: BlockResult[];
  problems: ExampleProblem[];
}

/**
 * Checks every example of a content root: script blocks and frontmatter with one compiler run over a scratch
 * project in `scratchDir`, `_meta.json`/`i18n.json` blocks with the site's schemas, shell blocks with the CLI table.
 */
export function checkExamples(
  root?: string,
  scratchDir = path.join(process.cwd(), '.cache', 'examples'),
): ExamplesReport {
  const blocks = collectBlocks(root);
  const results: BlockResult[] = [];
  const problems: ExampleProblem[] = [];
  const files = new Map<string, { block: ExampleBlock; generated: Generated }>();
  const at = (block: ExampleBlock, codeLine: number | undefined, message: string) =>
    problems.push({ file: block.file, line: codeLine === undefined ? block.line : block.lineOf(codeLine), message });
  const cli = loadCliTable();

  for (const block of blocks) {
    if (block.kind === 'other') {
      results.push({ block, status: 'unchecked' });
      continue;
    }
    if (block.mode.kind === 'skip') {
      results.push({ block, status: 'skipped' });
      continue;
    }
    results.push({ block, status: 'checked' });
    if (block.mode.kind === 'invalid') {
      at(block, undefined, block.mode.message);
      continue;
    }
    if (block.kind === 'script') {
      const name = `${block.id}${scriptExtension(block)}`;
      files.set(name, { block, generated: wrapScript(block, name) });
    } else if (block.kind === 'frontmatter') {
      try {
        files.set(`${block.id}.frontmatter.ts`, { block, generated: frontmatterToTs(block.value) });
      } catch (error) {
        at(block, 2, `invalid YAML frontmatter: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      const yaml = block.value.slice(0, block.value.indexOf('\n---', 3));
      for (const { key, line, expected } of misspeltKeys(yaml)) {
        at(
          block,
          line,
          `frontmatter key "${key}" is not a FrontMatterMeta field of 1.47.2 (did you mean "${expected}"?)`,
        );
      }
    } else if (block.kind === 'cli') {
      for (const problem of checkCliBlock(block.value, cli)) at(block, problem.line, problem.message);
    } else if (block.kind === 'meta-json' && isNavMeta(block.title ?? '')) {
      files.set(`${block.id}.nav.ts`, { block, generated: navMetaToTs(block.value) });
    } else {
      for (const problem of checkJsonBlock(block.kind, block.title ?? '', block.value))
        at(block, problem.line, problem.message);
    }
  }

  if (files.size > 0) {
    const relative = [...files.values()].flatMap(({ block }) =>
      block.kind === 'script'
        ? [...block.value.matchAll(/from\s+'(\.{1,2}\/[^']+)'|import\s+'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? m[2])
        : [],
    );
    writeProject(
      scratchDir,
      new Map([...files].map(([name, { generated }]) => [name, generated])),
      ambientDeclarations(relative),
    );
    for (const diagnostic of compile(scratchDir)) {
      const entry = files.get(diagnostic.file);
      if (!entry) {
        problems.push({
          file: diagnostic.file || '(compiler)',
          line: diagnostic.line,
          message: `${diagnostic.code}: ${diagnostic.message}`,
        });
        continue;
      }
      // A signature block names types of the package it documents; only the shared 1.x types are in scope.
      if (entry.block.mode.kind === 'signature' && /^TS(2304|2552|2503|2694)$/.test(diagnostic.code)) continue;
      const codeLine = entry.generated.lineOf(diagnostic.line);
      const what =
        codeLine === undefined ? (entry.block.kind === 'frontmatter' ? 'frontmatter: ' : 'as a config file: ') : '';
      at(entry.block, codeLine, `${what}${diagnostic.message} (${diagnostic.code})`);
    }
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { results, problems };
}
