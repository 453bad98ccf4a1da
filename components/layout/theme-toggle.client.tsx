'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { t } from '@/lib/i18n';
import { APPEARANCE_KEY } from '@/lib/theme';
import type { Locale } from '@/lib/types';
import { Icon } from '@/components/ui/icon';
import styles from './nav-bar.module.css';

type Mode = 'light' | 'dark' | 'auto';

function systemPrefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function apply(mode: Mode) {
  const dark = mode === 'dark' || (mode === 'auto' && systemPrefersDark());
  document.documentElement.classList.toggle('dark', dark);
}

/** Fired on this page when the toggle saves a choice (`storage` events only reach other browser tabs). */
const MODE_CHANGE_EVENT = 'rspress-appearance-change';

function readMode(): Mode {
  const saved = localStorage.getItem(APPEARANCE_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'auto';
}

function subscribeToMode(onChange: () => void): () => void {
  window.addEventListener(MODE_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(MODE_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The next mode: the first click always flips what the reader sees, the second flips back, the third returns to
 * following the system. So every click from "system" changes the page, and all three modes are reachable.
 */
export function nextMode(mode: Mode, prefersDark: boolean): Mode {
  const opposite: Mode = prefersDark ? 'light' : 'dark';
  const same: Mode = prefersDark ? 'dark' : 'light';
  if (mode === 'auto') return opposite;
  return mode === opposite ? same : 'auto';
}

export interface ThemeToggleProps {
  locale: Locale;
}

/** Light / dark / system switch. The class is already set before paint, so this only reads and updates it. */
export function ThemeToggle({ locale }: ThemeToggleProps) {
  // The saved choice lives in localStorage: read it as an external store ('auto' on the server and during hydration).
  const mode = useSyncExternalStore(subscribeToMode, readMode, () => 'auto' as const);

  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => apply(readMode());
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  const label = { light: t(locale, 'themeLight'), dark: t(locale, 'themeDark'), auto: t(locale, 'themeSystem') }[mode];
  const choose = () => {
    const next = nextMode(mode, systemPrefersDark());
    localStorage.setItem(APPEARANCE_KEY, next);
    apply(next);
    window.dispatchEvent(new Event(MODE_CHANGE_EVENT));
  };

  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={choose}
      aria-label={t(locale, 'switchTheme', { mode: label })}
      title={t(locale, 'switchTheme', { mode: label })}
      data-mode={mode}
    >
      <Icon name={mode === 'auto' ? 'system' : mode === 'dark' ? 'moon' : 'sun'} />
    </button>
  );
}
