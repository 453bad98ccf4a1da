'use client';

import { useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useTransientFlag } from '@/components/ui/use-transient-flag';
import styles from './code-block.module.css';

export interface CodeActionsProps {
  copyLabel: string;
  copiedLabel: string;
  wrapLabel: string;
}

const COPIED_FOR_MS = 1500;

/** Copy and wrap-toggle buttons of a code block; they act on the `<pre>` beside them. */
export function CodeActions({ copyLabel, copiedLabel, wrapLabel }: CodeActionsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [copied, showCopied] = useTransientFlag(COPIED_FOR_MS);
  const [wrapped, setWrapped] = useState<boolean | undefined>(undefined);

  const block = () => ref.current?.closest<HTMLElement>('[data-wrap]');
  const copy = async () => {
    const code = block()?.querySelector('pre code') ?? block()?.querySelector('pre');
    // Line-highlight markup adds no text, so textContent is exactly the source.
    await navigator.clipboard.writeText((code?.textContent ?? '').replace(/\n$/, ''));
    showCopied();
  };
  const toggleWrap = () => {
    const element = block();
    if (!element) return;
    const next = element.dataset.wrap !== 'true';
    element.dataset.wrap = String(next);
    setWrapped(next);
  };

  return (
    <div ref={ref} className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        onClick={toggleWrap}
        aria-label={wrapLabel}
        title={wrapLabel}
        aria-pressed={wrapped ?? false}
      >
        <Icon name="wrap" size={16} />
      </button>
      <button
        type="button"
        className={styles.action}
        onClick={copy}
        aria-label={copyLabel}
        title={copyLabel}
        data-copied={copied}
      >
        <Icon name={copied ? 'check' : 'copy'} size={16} />
      </button>
      {/* The one announcement of a copy: the button keeps its name, so screen readers do not also read a renamed button. */}
      <span className="visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
