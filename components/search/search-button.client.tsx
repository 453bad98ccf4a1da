'use client';

import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchConfig } from '@/lib/search/config';
import { prefetchIndex } from '@/lib/search/prefetch';
import type { Locale } from '@/lib/types';
import { Icon } from '@/components/ui/icon';
import type { SearchDialogProps } from './search-dialog.client';
import styles from './search-button.module.css';

export interface SearchButtonProps {
  locale: Locale;
  config: SearchConfig;
  label: string;
}

/** Loads the dialog's code (DocSearch and the index client) on first use or on intent, never with the page. */
const loadDialog = () => import('./search-dialog.client');

function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/**
 * The navbar search button and the keyboard shortcuts (Ctrl/Cmd+K, `/`, Escape). Only this small component ships with
 * the page; the dialog arrives when the reader reaches for it.
 */
export function SearchButton({ locale, config, label }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // On intent (pointer over the button, focus, touch, shortcut): the dialog's code and the index's meta file start
  // loading together, then the engine warms up, so a query typed right after the dialog opens waits only for its own
  // files.
  const preload = useCallback(() => {
    loadDialog().then((module) => {
      setDialog(() => module.SearchDialog);
      if (config.mode === 'local') module.warmUpSearch(locale);
    });
    if (config.mode === 'local') prefetchIndex(locale);
  }, [config.mode, locale]);

  const openDialog = useCallback(() => {
    preload();
    setOpen(true);
  }, [preload]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys that finish an input-method composition (Chinese, Japanese…) are not shortcuts.
      if (event.isComposing || event.keyCode === 229) return;
      const isMod = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      if (isMod) {
        event.preventDefault();
        if (open) close();
        else openDialog();
      } else if (event.key === '/' && !open && !isTyping(event.target)) {
        event.preventDefault();
        openDialog();
      } else if (event.key === 'Escape' && open) {
        close();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openDialog, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        onClick={openDialog}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <Icon name="search" size={18} />
        <span className={styles.label}>{label}</span>
        {/* aria-keyshortcuts names the shortcut; hidden here so the name "Search" contains all visible text (label-in-name). */}
        <kbd className={styles.key} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {open && Dialog && <Dialog locale={locale} config={config} onClose={close} />}
    </>
  );
}
