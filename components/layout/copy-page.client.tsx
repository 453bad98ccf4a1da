'use client';

import { Icon } from '@/components/ui/icon';
import { useTransientFlag } from '@/components/ui/use-transient-flag';
import styles from './doc-page.module.css';

export interface CopyPageProps {
  /** The page's Markdown twin (`<url>.md`). */
  markdownUrl: string;
  copyLabel: string;
  copiedLabel: string;
  openLabel: string;
}

const COPIED_FOR_MS = 2000;

/** "Copy page": puts the page's Markdown twin on the clipboard (for assistants and notes); plus a link to open it. */
export function CopyPage({ markdownUrl, copyLabel, copiedLabel, openLabel }: CopyPageProps) {
  const [copied, showCopied] = useTransientFlag(COPIED_FOR_MS);

  const copy = async () => {
    // Fetching inside the ClipboardItem keeps the click's user activation (Safari requires it).
    const text = fetch(markdownUrl).then((response) => response.text());
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((body) => new Blob([body], { type: 'text/plain' })) }),
      ]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    showCopied();
  };

  return (
    <div className={styles.pageActions}>
      <button type="button" className={styles.pageAction} onClick={copy}>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        <span>{copyLabel}</span>
      </button>
      <a className={styles.pageAction} href={markdownUrl} type="text/markdown">
        <Icon name="external" size={16} />
        <span>{openLabel}</span>
      </a>
      {/* The one announcement of a copy (the button keeps its name; the check icon is the visual feedback). */}
      <span className="visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
