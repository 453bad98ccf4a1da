import type { ReactNode } from 'react';
import { LOCALES, t } from '@/lib/i18n';
import { switchLocale, toUrl } from '@/lib/routes';
import { RSTACK_TOOLS, SITE } from '@/lib/site';
import type { Locale, NavItem } from '@/lib/types';
import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
import { AutoHideHeader } from './auto-hide-header.client';
import { LanguageSwitch } from './language-switch.client';
import { MenuButton } from './menu-button.client';
import { NavItemLinks } from './nav-link';
import { RstackMenu } from './rstack-menu.client';
import { ThemeToggle } from './theme-toggle.client';
import styles from './nav-bar.module.css';

export interface NavBarProps {
  locale: Locale;
  items: NavItem[];
  /** The URL of the current page, to link to its twin in the other language. */
  url: string;
  /** Id of the mobile drawer. */
  drawerId: string;
  /** The search button, provided by the search feature. */
  search?: ReactNode;
}

/** The top bar: brand, sections, Rstack menu, search, language, appearance and community links. */
export function NavBar({ locale, items, url, drawerId, search }: NavBarProps) {
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale;
  return (
    <AutoHideHeader className={styles.header} mode={SITE.themeConfig.hideNavbar === 'auto' ? 'auto' : 'never'}>
      <div className={styles.bar}>
        <MenuButton controls={drawerId} openLabel={t(locale, 'menu')} closeLabel={t(locale, 'closeMenu')} />
        <IntentLink href={toUrl(locale, [], false)} className={styles.brand}>
          <img src={SITE.logo} alt="" width={28} height={28} className={styles.logo} />
          <span>{SITE.logoText}</span>
        </IntentLink>
        <nav aria-label={t(locale, 'mainNav')} className={styles.sections}>
          <NavItemLinks items={items} current={url} className={styles.sectionLink} />
        </nav>
        <div className={styles.search}>{search}</div>
        <div className={styles.tools}>
          <RstackMenu label={t(locale, 'toolStackTitle')}>
            <p className={styles.menuIntro}>{t(locale, 'toolStackDesc')}</p>
            <ul className={styles.menuList}>
              {RSTACK_TOOLS.map((tool) => (
                <li key={tool.name}>
                  <ExternalLink href={tool.url[locale]} className={styles.menuLink}>
                    <img src={tool.logo} alt="" width={24} height={24} />
                    <span>
                      <strong>{tool.name}</strong>
                      <span>{tool.description[locale]}</span>
                    </span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </RstackMenu>
          <LanguageSwitch locale={locale} target={other} href={switchLocale(url, other)} />
          <ThemeToggle locale={locale} />
          <ul className={styles.social} aria-label={t(locale, 'socialLinks')}>
            {SITE.themeConfig.socialLinks.map((link) => (
              <li key={link.icon}>
                <ExternalLink href={link.content} className={styles.iconButton} aria-label={link.label}>
                  <Icon name={link.icon} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </AutoHideHeader>
  );
}
