import type { ReactNode } from 'react';
import NextTopLoader from 'nextjs-toploader';
import { HTML_LANG } from '@/lib/i18n';
import { THEME_SCRIPT } from '@/lib/theme';
import { LinkEnhancer } from '@/components/ui/link-enhancer.client';
import type { Locale } from '@/lib/types';
import '../globals.css';

export interface RootLayoutProps {
  children: ReactNode;
}

/** The `<html>` document of one language: lang attribute, theme script, progress bar, the one listener behind every internal link. */
export function createRootLayout(locale: Locale) {
  return function RootLayout({ children }: RootLayoutProps) {
    return (
      <html lang={HTML_LANG[locale]} suppressHydrationWarning>
        <head>
          <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        </head>
        <body>
          <NextTopLoader color="var(--color-brand)" height={3} showSpinner={false} shadow={false} />
          <LinkEnhancer />
          {children}
        </body>
      </html>
    );
  };
}
