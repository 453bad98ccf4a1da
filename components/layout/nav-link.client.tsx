'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { normalizePath } from '@/lib/routes';
import { IntentLink } from '@/components/ui/intent-link.client';

export interface NavLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** A path prefix that also marks the link active (navbar sections); exact match otherwise. */
  activeMatch?: string;
  /** Scroll the link into view inside its scrolling container when it is the current page (sidebar). */
  revealWhenActive?: boolean;
}

/** A navigation link that knows whether it points at the current page (`aria-current`). */
export function NavLink({ href, children, className, activeMatch, revealWhenActive }: NavLinkProps) {
  const pathname = normalizePath(usePathname() ?? '/');
  const ref = useRef<HTMLAnchorElement>(null);
  const isCurrent = normalizePath(href) === pathname;
  const isActive = isCurrent || (activeMatch !== undefined && `${pathname}/`.startsWith(activeMatch));

  useEffect(() => {
    const link = ref.current;
    const scroller = link?.closest<HTMLElement>('[data-scroll-container]');
    if (!isCurrent || !revealWhenActive || !link || !scroller) return;
    const linkBox = link.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    if (linkBox.top < box.top || linkBox.bottom > box.bottom) {
      scroller.scrollTop += linkBox.top - box.top - box.height / 3;
    }
  }, [isCurrent, revealWhenActive]);

  return (
    <IntentLink
      ref={ref}
      href={href}
      className={className}
      aria-current={isCurrent ? 'page' : undefined}
      data-active={isActive ? 'true' : undefined}
    >
      {children}
    </IntentLink>
  );
}
