/**
 * The component names MDX pages may use (registered in components/mdx/index.tsx; a test keeps both in step).
 * The build rejects any other capitalised JSX name with its file and line, instead of failing at render.
 */
export const MDX_COMPONENT_NAMES = [
  'Badge',
  'Callout',
  'Card',
  'LinkCard',
  'PackageManagerTabs',
  'SourceCode',
  'Steps',
  'Tab',
  'Tabs',
] as const;
