import { packageManagerCommands, type PackageManagerCommand } from '@/lib/package-manager';
import type { Locale } from '@/lib/types';
import { CodeBlock } from './code-block';
import { Tab, Tabs } from './tabs.client';

export interface PackageManagerTabsProps {
  command: PackageManagerCommand;
  additionalTabs?: { tool: string }[];
  locale: Locale;
}

/** One command for npm, yarn, pnpm and bun; every instance on the site shares the reader's choice. */
export function PackageManagerTabs({ command, additionalTabs = [], locale }: PackageManagerTabsProps) {
  const commands = packageManagerCommands(
    command,
    additionalTabs.map((tab) => tab.tool),
  );
  return (
    <Tabs groupId="package.manager">
      {Object.entries(commands).map(([tool, line]) => (
        <Tab key={tool} label={tool} value={tool}>
          <CodeBlock locale={locale} className="language-bash">
            <code className="language-bash">{line}</code>
          </CodeBlock>
        </Tab>
      ))}
    </Tabs>
  );
}
