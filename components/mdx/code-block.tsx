import type { ComponentPropsWithoutRef } from 'react';
import { SITE } from '@/lib/site';
import type { Locale } from '@/lib/types';
import { t } from '@/lib/i18n';
import { CodeActions } from './code-actions';
import { toStaticHtml } from './static-html';
import styles from './code-block.module.css';

export type CodeBlockProps = ComponentPropsWithoutRef<'pre'> & { 'data-title'?: string; locale: Locale };

/** A fenced code block: optional title bar, highlighted code, copy and wrap buttons. */
export function CodeBlock({ locale, 'data-title': title, className, children, ...props }: CodeBlockProps) {
  const language = /language-(\S+)/.exec(className ?? '')?.[1];
  // Highlighted code is only markup: one HTML string hydrates as one element (see toStaticHtml).
  const html = toStaticHtml(children);
  return (
    <div className={styles.block} data-wrap={SITE.markdown.defaultWrapCode ? 'true' : 'false'} data-lang={language}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.frame}>
        {/* Long lines scroll sideways: the block must take focus so a keyboard can scroll it (scrollable-region-focusable). */}
        {html === null ? (
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <pre className={`${className ?? ''} ${styles.pre}`} tabIndex={0} {...props}>
            {children}
          </pre>
        ) : (
          <pre
            className={`${className ?? ''} ${styles.pre}`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            {...props}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
        <CodeActions
          copyLabel={t(locale, 'copyCode')}
          copiedLabel={t(locale, 'copied')}
          wrapLabel={t(locale, 'toggleWrap')}
        />
      </div>
    </div>
  );
}
