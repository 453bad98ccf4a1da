import { Icon } from '@/components/ui/icon';
import styles from './code-block.module.css';

export interface CodeActionsProps {
  copyLabel: string;
  copiedLabel: string;
  wrapLabel: string;
}

/**
 * Copy and wrap-toggle buttons of a code block, as server markup: one delegated listener (`CodeActionsEnhancer`)
 * handles the buttons of every block on the page, instead of a client component per block.
 */
export function CodeActions({ copyLabel, copiedLabel, wrapLabel }: CodeActionsProps) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.action}
        data-code-action="wrap"
        aria-label={wrapLabel}
        title={wrapLabel}
        aria-pressed={false}
      >
        <Icon name="wrap" size={16} />
      </button>
      <button
        type="button"
        className={styles.action}
        data-code-action="copy"
        data-copied-label={copiedLabel}
        aria-label={copyLabel}
        title={copyLabel}
        data-copied="false"
      >
        <Icon name="copy" size={16} className={styles.copyIcon} />
        <Icon name="check" size={16} className={styles.checkIcon} />
      </button>
      {/* The one announcement of a copy: the button keeps its name, so screen readers do not also read a renamed button. */}
      <span className="visually-hidden" role="status" />
    </div>
  );
}
