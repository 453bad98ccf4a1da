/** The package managers `PackageManagerTabs` shows, in Rspress's order. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export type PackageManagerCommand = string | Partial<Record<PackageManager, string>>;

/** yarn and bun say `add` where npm says `install` (except a bare `install`); `yarn create` takes no `@latest`. */
function adapt(tool: string, command: string): string {
  let adapted = command;
  if ((tool === 'yarn' || tool === 'bun') && command.trim() !== 'install') {
    adapted = adapted.replace(/^install\b/, 'add');
  }
  if (tool === 'yarn' && /^create\s/.test(adapted)) adapted = adapted.replace(/@latest\b/, '');
  return `${tool} ${adapted}`;
}

/**
 * The command line of each tab: a string command becomes one line per package manager (plus `extraTools`),
 * an object is shown as given.
 * @example packageManagerCommands('install rspress -D').yarn === 'yarn add rspress -D'
 */
export function packageManagerCommands(
  command: PackageManagerCommand,
  extraTools: string[] = [],
): Record<string, string> {
  if (typeof command !== 'string') {
    return Object.fromEntries(
      Object.entries(command).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return Object.fromEntries([...PACKAGE_MANAGERS, ...extraTools].map((tool) => [tool, adapt(tool, command)]));
}
