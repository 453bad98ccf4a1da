import type { Metadata } from 'next';
import { t } from '@/lib/i18n';
import { THEME_SCRIPT } from '@/lib/theme';
import './globals.css';

export const metadata: Metadata = { title: `${t('en', 'notFoundTitle')} - Rspress`, robots: { index: false } };

/**
 * One out/404.html serves both languages (static hosts have a single 404 file). English is in the markup; under /zh/
 * an inline script switches `lang`, the title and the texts before the first paint (the switched elements suppress the
 * hydration warning, so React keeps the Chinese text).
 */
const LANGUAGE_SCRIPT = `${THEME_SCRIPT}
if(/^\\/zh(\\/|$)/.test(location.pathname)){document.documentElement.lang='zh-CN';document.title=${JSON.stringify(`${t('zh', 'notFoundTitle')} - Rspress`)};document.querySelectorAll('[data-zh]').forEach(function(e){e.textContent=e.getAttribute('data-zh')});document.querySelectorAll('[data-zh-href]').forEach(function(e){e.setAttribute('href',e.getAttribute('data-zh-href'))})}`;

export default function GlobalNotFound() {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <main className="not-found">
          <p className="not-found-code">404</p>
          <h1 suppressHydrationWarning data-zh={t('zh', 'notFoundTitle')}>
            {t('en', 'notFoundTitle')}
          </h1>
          <p suppressHydrationWarning data-zh={t('zh', 'notFoundText')}>
            {t('en', 'notFoundText')}
          </p>
          <a
            suppressHydrationWarning
            href="/"
            data-zh-href="/zh/"
            data-zh={t('zh', 'backHome')}
            className="not-found-link"
          >
            {t('en', 'backHome')}
          </a>
        </main>
        <script dangerouslySetInnerHTML={{ __html: LANGUAGE_SCRIPT }} />
      </body>
    </html>
  );
}
