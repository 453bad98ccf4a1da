'use client';

import { useEffect, useState } from 'react';
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
  const [mode, setMode] = useState<Mode>('auto');

  useEffect(() => {
    const saved = localStorage.getItem(APPEARANCE_KEY);
    setMode(saved === 'light' || saved === 'dark' ? saved : 'auto');
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => apply((localStorage.getItem(APPEARANCE_KEY) as Mode | null) ?? 'auto');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);

  const label = { light: t(locale, 'themeLight'), dark: t(locale, 'themeDark'), auto: t(locale, 'themeSystem') }[mode];
  const choose = () => {
    const next = nextMode(mode, systemPrefersDark());
    localStorage.setItem(APPEARANCE_KEY, next);
    apply(next);
    setMode(next);
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
