'use client';

import { useEffect } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { INTENT_ATTRIBUTE } from './intent-link';
import { whenIdle } from './when-idle';

const SELECTOR = `a[${INTENT_ATTRIBUTE}]`;

function intentLink(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(SELECTOR) : null;
}

/** Scrolls the current page's sidebar link into view inside its scrolling container (the sidebar or the drawer). */
function revealCurrentLink() {
  const drawer = document.querySelector<HTMLElement>('[data-scroll-container]');
  // A closed phone drawer is not rendered: measuring inside it would force its layout for nothing.
  if (drawer && !drawer.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return;
  const link = document.querySelector<HTMLElement>('[data-scroll-container] [aria-current="page"][data-reveal]');
  const scroller = link?.closest<HTMLElement>('[data-scroll-container]');
  if (!link || !scroller) return;
  const linkBox = link.getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  if (linkBox.top < box.top || linkBox.bottom > box.bottom) {
    scroller.scrollTop += linkBox.top - box.top - box.height / 3;
  }
}

/**
 * The one client component behind every `IntentLink`: delegated listeners on the document navigate marked links
 * through the App Router (as next/link does: plain left clicks only, same origin, no target or download) and prefetch
 * their route on hover, focus or touch. After each navigation it reveals the current sidebar link, when idle.
 */
export function LinkEnhancer() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    let last = '';
    const prefetch = (event: Event) => {
      const link = intentLink(event.target);
      if (!link || link.origin !== window.location.origin) return;
      const href = link.pathname + link.search;
      if (href === last) return;
      last = href;
      router.prefetch(href);
    };
    const navigate = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = intentLink(event.target);
      if (!link || link.origin !== window.location.origin || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      event.preventDefault();
      router.push(link.pathname + link.search + link.hash);
    };
    document.addEventListener('click', navigate);
    document.addEventListener('mouseover', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    document.addEventListener('touchstart', prefetch, { passive: true });
    return () => {
      document.removeEventListener('click', navigate);
      document.removeEventListener('mouseover', prefetch);
      document.removeEventListener('focusin', prefetch);
      document.removeEventListener('touchstart', prefetch);
    };
  }, [router]);

  useEffect(() => whenIdle(revealCurrentLink), [pathname]);

  // The phone drawer is not rendered while closed (content-visibility), so its link is revealed when it opens.
  useEffect(() => {
    const root = document.documentElement;
    const observer = new MutationObserver(() => {
      if (root.dataset.menuOpen === 'true') requestAnimationFrame(revealCurrentLink);
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-menu-open'] });
    return () => observer.disconnect();
  }, []);

  return null;
}
