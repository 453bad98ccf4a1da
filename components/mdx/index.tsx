import type { ComponentPropsWithoutRef } from 'react';
import type { MDXComponents } from 'mdx/types';
import { t } from '@/lib/i18n';
import type { Locale } from '@/lib/types';
import { Badge } from './badge';
import { Callout } from './callout';
import { Card, LinkCard, type LinkCardProps } from './card';
import { CodeBlock, type CodeBlockProps } from './code-block';
import { Heading } from './heading';
import { Link } from './link';
import { PackageManagerTabs, type PackageManagerTabsProps } from './package-manager-tabs';
import { SourceCode, type SourceCodeProps } from './source-code';
import { Steps } from './steps';
import { Table } from './table';
import { Tab, Tabs } from './tabs.client';
import { ZoomImage } from './zoom-image.client';

type HeadingTagProps = ComponentPropsWithoutRef<'h2'>;

/**
 * The one map from MDX tags and component names to React components, for pages in `locale`.
 * Pages use these names without import lines (see the authoring guide in README.md).
 */
export function getMdxComponents(locale: Locale): MDXComponents {
  const anchorLabel = t(locale, 'anchorLabel');
  const heading = (level: 2 | 3 | 4 | 5 | 6) =>
    function MdxHeading(props: HeadingTagProps) {
      return <Heading level={level} anchorLabel={anchorLabel} {...props} />;
    };
  return {
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    a: (props: ComponentPropsWithoutRef<'a'>) => <Link locale={locale} {...props} />,
    pre: (props: Omit<CodeBlockProps, 'locale'>) => <CodeBlock locale={locale} {...props} />,
    img: (props: ComponentPropsWithoutRef<'img'>) => (
      <ZoomImage zoomLabel={t(locale, 'zoomImage')} unzoomLabel={t(locale, 'unzoomImage')} {...props} />
    ),
    // GFM task list checkboxes are read-only state: name them, as assistive technology reads no label for them.
    input: (props: ComponentPropsWithoutRef<'input'>) =>
      props.type === 'checkbox' ? (
        <input {...props} aria-label={t(locale, props.checked ? 'taskDone' : 'taskOpen')} />
      ) : (
        <input {...props} />
      ),
    table: Table,
    Badge,
    Callout,
    Card,
    LinkCard: (props: Omit<LinkCardProps, 'locale'>) => <LinkCard locale={locale} {...props} />,
    PackageManagerTabs: (props: Omit<PackageManagerTabsProps, 'locale'>) => (
      <PackageManagerTabs locale={locale} {...props} />
    ),
    SourceCode: (props: Omit<SourceCodeProps, 'label'>) => <SourceCode label={t(locale, 'sourceCode')} {...props} />,
    Steps,
    Tab,
    Tabs,
  };
}

/** The component names pages may use: the capitalised keys of the map (the content check rejects any other). */
export function listMdxComponentNames(): string[] {
  return Object.keys(getMdxComponents('en')).filter((name) => /^[A-Z]/.test(name));
}
