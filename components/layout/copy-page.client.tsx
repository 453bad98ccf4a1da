'use client';

import { useEffect, useState } from 'react';
import { Icon } from '@/components/ui/icon';
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
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    // Fetching inside the ClipboardItem keeps the click's user activation (Safari requires it).
    const text = fetch(markdownUrl).then((response) => response.text());
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((body) => new Blob([body], { type: 'text/plain' })) })]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    setCopied(true);
  };

  return (
    <div className={styles.pageActions}>
      <button type="button" className={styles.pageAction} onClick={copy}>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        <span>{copied ? copiedLabel : copyLabel}</span>
      </button>
      <a className={styles.pageAction} href={markdownUrl} type="text/markdown">
        <Icon name="external" size={16} />
        <span>{openLabel}</span>
      </a>
      <span className={styles.srOnly} role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
