import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The commands and flags of the installed `rspress` CLI, as its `--help` prints them. */
export interface CliTable {
  version: string;
  /** Command name ('' is the default command, the dev server) → its flags (`--port`, `-c`, …). */
  commands: Record<string, string[]>;
  /** Alias → command name (`dev` → '', `serve` → `preview`). */
  aliases: Record<string, string>;
}

/** Where the committed table lives; regenerate it with `npm run check:examples -- --update-cli`. */
export const CLI_TABLE_FILE = path.join(process.cwd(), 'lib', 'examples', 'cli-flags.json');

function help(args: string[]): string {
  const bin = path.join(process.cwd(), 'node_modules', 'rspress', 'bin', 'rspress.js');
  return execFileSync(process.execPath, [bin, ...args, '--help'], { encoding: 'utf8' });
}

function flagsOf(text: string): string[] {
  const options = text.slice(text.indexOf('Options:'));
  return [...options.matchAll(/^\s+(-.*?)(\s{2,}|$)/gm)].flatMap((match) =>
    match[1].split(/[,\s]+/).filter((flag) => flag.startsWith('-')),
  );
}

/**
 * Builds the table from `rspress --help` and `rspress <command> --help` of the installed package. cac does not print
 * aliases, so they are read from the `.alias('…')` calls next to each `.command('…')` in the package's dist.
 */
export function readCliTable(): CliTable {
  const main = help([]);
  const version = /rspress\/(\S+)/.exec(main)?.[1] ?? 'unknown';
  const names = [
    ...main.slice(main.indexOf('Commands:'), main.indexOf('For more info')).matchAll(/^\s+(\[root\]|[a-z-]+)/gm),
  ].map((m) => m[1]);
  const commands: Record<string, string[]> = {};
  for (const name of names) commands[name === '[root]' ? '' : name] = flagsOf(name === '[root]' ? main : help([name]));
  const dist = fs.readFileSync(path.join(process.cwd(), 'node_modules', 'rspress', 'dist', 'index.js'), 'utf8');
  const aliases: Record<string, string> = {};
  for (const match of dist.matchAll(/command\('([^' ]+)[^']*'[^)]*\)\.alias\('([^']+)'\)/g)) {
    aliases[match[2]] = match[1] === '[root]' ? '' : match[1];
  }
  return { version, commands, aliases };
}

/** The committed table. */
export function loadCliTable(): CliTable {
  return JSON.parse(fs.readFileSync(CLI_TABLE_FILE, 'utf8')) as CliTable;
}

/** A problem in a shell line: code line (1-based) and message. */
export interface CliProblem {
  line: number;
  message: string;
}

const RUNNERS = [/^npx$/, /^bunx$/, /^pnpm$/, /^exec$/, /^yarn$/, /^dlx$/];

/**
 * Checks every `rspress …` / `npx rspress …` invocation of a shell block against the table: the command (or alias)
 * must exist and each flag must be one the command accepts. Placeholders (`[root]`, `<port>`) are ignored.
 */
export function checkCliBlock(value: string, table: CliTable): CliProblem[] {
  const problems: CliProblem[] = [];
  const known = [...Object.keys(table.commands).filter(Boolean), ...Object.keys(table.aliases)].sort();
  value.split('\n').forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '');
    for (const segment of line.split(/&&|\|\||[;|]/)) {
      const tokens = segment.trim().replace(/\[|\]/g, ' ').split(/\s+/).filter(Boolean);
      while (
        tokens.length &&
        (/^[A-Z_][A-Z0-9_]*=/.test(tokens[0]) || RUNNERS.some((runner) => runner.test(tokens[0])))
      )
        tokens.shift();
      if (tokens[0] !== 'rspress') continue;
      const args = tokens.slice(1).filter((token) => !/^<.*>$/.test(token));
      let command = '';
      const first = args.find((token) => !token.startsWith('-'));
      if (first !== undefined && args.indexOf(first) === 0) {
        if (first in table.commands) command = first;
        else if (first in table.aliases) command = table.aliases[first];
        else if (/^[a-z]+$/.test(first)) {
          problems.push({
            line: index + 1,
            message: `"rspress ${first}" is not a command of rspress ${table.version} (commands: ${known.join(', ')})`,
          });
          continue;
        }
      }
      const accepted = table.commands[command] ?? [];
      for (const token of args.filter((arg) => arg.startsWith('-'))) {
        const flag = token.split('=')[0];
        if (!accepted.includes(flag)) {
          const name = command || 'dev';
          problems.push({
            line: index + 1,
            message: `"rspress ${name}" has no flag ${flag} in rspress ${table.version} (it accepts ${accepted.join(', ')})`,
          });
        }
      }
    }
  });
  return problems;
}
