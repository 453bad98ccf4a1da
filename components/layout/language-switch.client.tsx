'use client';

import type { MouseEvent } from 'react';
import { HTML_LANG, t } from '@/lib/i18n';
import type { Locale } from '@/lib/types';
import { Icon } from '@/components/ui/icon';
import styles from './nav-bar.module.css';

export interface LanguageSwitchProps {
  /** The language of the current page. */
  locale: Locale;
  /** The same page in the other language. */
  href: string;
  target: Locale;
}

/**
 * Links to the current page in the other language. The URL fragment is only known in the browser, so the click
 * carries it over: the reader lands on the same section.
 */
export function LanguageSwitch({ locale, href, target }: LanguageSwitchProps) {
  const keepHash = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !window.location.hash) return;
    event.preventDefault();
    // The twin has the other root layout (<html lang>), which Next.js loads as a full page anyway; assign() keeps the hash.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${href}${window.location.hash}`);
  };
  return (
    <a
      href={href}
      hrefLang={HTML_LANG[target]}
      lang={HTML_LANG[target]}
      className={styles.textButton}
      onClick={keepHash}
      aria-label={`${t(locale, 'changeLanguage')}: ${t(target, 'languageName')}`}
    >
      <Icon name="language" size={18} />
      <span>{t(target, 'languageName')}</span>
    </a>
  );
}
