import type { ReactNode } from 'react';
import NextTopLoader from 'nextjs-toploader';
import { HTML_LANG } from '@/lib/i18n';
import type { Locale } from '@/lib/types';
import '../globals.css';

/**
 * Sets the `dark` class before the first paint from the saved choice (Rspress's key and values) or the system setting,
 * so a dark-mode reader never sees a white flash. Inline on purpose: it must run before any stylesheet applies.
 */
const THEME_SCRIPT = `try{var m=localStorage.getItem('rspress-theme-appearance');var d=m==='dark'||(m!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d)}catch(e){}`;

export interface RootLayoutProps {
  children: ReactNode;
}

/** The `<html>` document of one language: lang attribute, theme script, progress bar. */
export function createRootLayout(locale: Locale) {
  return function RootLayout({ children }: RootLayoutProps) {
    return (
      <html lang={HTML_LANG[locale]} suppressHydrationWarning>
        <head>
          <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        </head>
        <body>
          <NextTopLoader color="var(--color-brand)" height={3} showSpinner={false} shadow={false} />
          {children}
        </body>
      </html>
    );
  };
}
