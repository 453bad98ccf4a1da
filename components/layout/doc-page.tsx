import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { getLocaleConfig } from '@/lib/site';
import type { Locale, PageLink, TocItem } from '@/lib/types';
import { toMarkdownUrl } from '@/lib/routes';
import { CopyPage } from './copy-page.client';
import { EditLink } from './edit-link';
import { Pager } from './pager';
import { Toc } from './toc';
import { CodeActionsEnhancer } from '@/components/mdx/code-actions.client';
import styles from './doc-page.module.css';

export interface DocPageProps {
  locale: Locale;
  title: string;
  /** Path of the source file relative to the docs folder, for the edit link. */
  file: string;
  /** The page URL (its Markdown twin is this plus `.md`). */
  url: string;
  toc: TocItem[];
  prev?: PageLink;
  next?: PageLink;
  showOutline: boolean;
  showFooter: boolean;
  /** Rendered MDX (or the overview list). */
  children: ReactNode;
}

/** A documentation page: title, content, edit link, prev/next cards and the outline. */
export function DocPage({
  locale,
  title,
  file,
  url,
  toc,
  prev,
  next,
  showOutline,
  showFooter,
  children,
}: DocPageProps) {
  const hasOutline = showOutline && toc.length > 0;
  return (
    <div className={styles.layout} data-outline={hasOutline ? 'true' : 'false'}>
      <div className={styles.body}>
        <article className={`prose ${styles.article}`}>
          <h1>{title}</h1>
          <CopyPage
            markdownUrl={toMarkdownUrl(url)}
            copyLabel={t(locale, 'copyPage')}
            copiedLabel={t(locale, 'pageCopied')}
            openLabel={t(locale, 'openMarkdown')}
          />
          {children}
          <CodeActionsEnhancer />
        </article>
        {showFooter && (
          <div className={styles.footer}>
            <EditLink config={getLocaleConfig(locale).editLink} file={file} />
            <Pager locale={locale} prev={prev} next={next} />
          </div>
        )}
      </div>
      {hasOutline && (
        <aside className={styles.outline}>
          <Toc items={toc} title={t(locale, 'onThisPage')} />
        </aside>
      )}
    </div>
  );
}
