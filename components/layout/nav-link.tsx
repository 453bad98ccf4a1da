import type { ReactNode } from 'react';
import { normalizePath } from '@/lib/routes';
import type { NavItem } from '@/lib/types';
import { IntentLink } from '@/components/ui/intent-link';

export interface NavLinkProps {
  href: string;
  children: ReactNode;
  /** The URL of the page being rendered: the link to it gets `aria-current="page"`. */
  current: string;
  className?: string;
  /** A path prefix that also marks the link active (navbar sections); exact match otherwise. */
  activeMatch?: string;
  /** Scroll the link into view inside its scrolling container when it is the current page (sidebar). */
  revealWhenActive?: boolean;
}

/**
 * A navigation link that knows whether it points at the current page. Rendered on the server for each page (every
 * page renders its own chrome, so a client-side navigation brings the new marks along); `LinkEnhancer` reveals it.
 */
export function NavLink({ href, children, current, className, activeMatch, revealWhenActive }: NavLinkProps) {
  const pathname = normalizePath(current);
  const isCurrent = normalizePath(href) === pathname;
  const isActive = isCurrent || (activeMatch !== undefined && `${pathname}/`.startsWith(activeMatch));
  return (
    <IntentLink
      href={href}
      className={className}
      aria-current={isCurrent ? 'page' : undefined}
      data-active={isActive ? 'true' : undefined}
      data-reveal={revealWhenActive ? '' : undefined}
    >
      {children}
    </IntentLink>
  );
}

/** The navbar's section links (the top bar on wide screens, the head of the drawer on phones). */
export function NavItemLinks({ items, current, className }: { items: NavItem[]; current: string; className: string }) {
  return items.map((item) => (
    <NavLink key={item.link} href={item.link} current={current} activeMatch={item.activeMatch} className={className}>
      {item.text}
    </NavLink>
  ));
}
