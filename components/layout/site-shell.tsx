import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { SITE } from '@/lib/site';
import type { Locale, NavItem, SidebarNode } from '@/lib/types';
import { Icon } from '@/components/ui/icon';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { NavItemLinks } from './nav-link';
import { Sidebar } from './sidebar';
import styles from './site-shell.module.css';

export interface SiteShellProps {
  locale: Locale;
  url: string;
  navItems: NavItem[];
  /** The section's sidebar; empty on pages without one (home). */
  sidebar: SidebarNode[];
  search?: ReactNode;
  children: ReactNode;
}

const DRAWER_ID = 'site-drawer';
export const MAIN_ID = 'main-content';

/** The chrome around every page: skip link, navbar, sidebar (a drawer on phones), main content and footer. */
export function SiteShell({ locale, url, navItems, sidebar, search, children }: SiteShellProps) {
  const hasSidebar = sidebar.length > 0;
  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {t(locale, 'skipToContent')}
      </a>
      <NavBar locale={locale} items={navItems} url={url} drawerId={DRAWER_ID} search={search} />
      <div className={styles.backdrop} data-drawer-backdrop="" />
      <div className={styles.shell} data-sidebar={hasSidebar ? 'true' : 'false'}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {/* After the content in the document, so the page's text arrives and paints first; CSS puts it on the left. */}
        <aside id={DRAWER_ID} className={styles.drawer} data-scroll-container="" aria-label={t(locale, 'menu')}>
          {/* Handled by the menu button (menu-button.client.tsx), which covers this button while the drawer is open. */}
          <button type="button" className={styles.drawerClose} data-drawer-close="" aria-label={t(locale, 'closeMenu')}>
            <Icon name="close" />
          </button>
          <nav aria-label={t(locale, 'drawerNav')} className={styles.drawerNav}>
            <NavItemLinks items={navItems} current={url} className={styles.drawerNavLink} />
          </nav>
          {hasSidebar && (
            <nav aria-label={t(locale, 'sidebarNav')} className={styles.sidebar}>
              <Sidebar nodes={sidebar} current={url} />
            </nav>
          )}
        </aside>
      </div>
      <Footer message={SITE.themeConfig.footer.message} />
    </>
  );
}
