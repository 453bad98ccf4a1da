import { pageTitle } from '@/lib/metadata';
import { packageManagerCommands } from '@/lib/package-manager';

describe('pageTitle', () => {
  it('appends the site name, or the titleSuffix instead', () => {
    expect(pageTitle({ title: 'Introduction' })).toBe('Introduction - Rspress');
    expect(pageTitle({ title: 'Rspress', titleSuffix: 'Rsbuild-based static site generator' })).toBe(
      'Rspress - Rsbuild-based static site generator',
    );
    expect(pageTitle({ title: 'Intro', titleSuffix: '| Docs' })).toBe('Intro | Docs');
  });
});

describe('packageManagerCommands', () => {
  it('adapts one command to npm, yarn, pnpm and bun', () => {
    expect(packageManagerCommands('install rspress -D')).toEqual({
      npm: 'npm install rspress -D',
      yarn: 'yarn add rspress -D',
      pnpm: 'pnpm install rspress -D',
      bun: 'bun add rspress -D',
    });
  });

  it('keeps a bare install, drops @latest for yarn create, and shows objects verbatim', () => {
    expect(packageManagerCommands('install').yarn).toBe('yarn install');
    expect(packageManagerCommands('create rspress@latest').yarn).toBe('yarn create rspress');
    expect(packageManagerCommands({ npm: 'npx x', pnpm: 'pnpm dlx x' })).toEqual({ npm: 'npx x', pnpm: 'pnpm dlx x' });
  });
});
