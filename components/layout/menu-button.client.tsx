'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import styles from './nav-bar.module.css';

export interface MenuButtonProps {
  /** Id of the drawer this button opens. */
  controls: string;
  openLabel: string;
  closeLabel: string;
}

/** The width from which the drawer is the sidebar column, not a modal panel (site-shell.module.css). */
const SIDEBAR_COLUMN_QUERY = '(min-width: 769px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Makes every element outside `keep` inert (not focusable, hidden from assistive technology) and returns the undo.
 * Walks from `keep` up to <body>, so only the siblings along the way are touched.
 */
function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (
        sibling === node ||
        !(sibling instanceof HTMLElement) ||
        sibling.inert ||
        /^(SCRIPT|STYLE|TEMPLATE)$/.test(sibling.tagName)
      )
        continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => changed.forEach((element) => (element.inert = false));
}

/**
 * Opens the mobile drawer (navigation + sidebar) as a modal panel. State lives on `<html data-menu-open>` so CSS can
 * show the drawer and lock the page behind it without another client component. While open, the rest of the page is
 * inert and Tab cycles inside the drawer; Escape, the drawer's close button and the backdrop close it and return focus
 * to this button.
 */
export function MenuButton({ controls, openLabel, closeLabel }: MenuButtonProps) {
  // The path the drawer was opened on: it is open only while the reader is still there, so a navigation closes it.
  const pathname = usePathname();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = useCallback((value: boolean) => setOpenedOn(value ? pathname : null), [pathname]);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeAndReturnFocus = useCallback(() => {
    setOpen(false);
    // The button is inert until the effect's clean-up runs: focus it once React has committed the closed state.
    requestAnimationFrame(() => buttonRef.current?.focus({ preventScroll: true }));
  }, [setOpen]);

  useEffect(() => {
    document.documentElement.dataset.menuOpen = open ? 'true' : 'false';
    const drawer = document.getElementById(controls);
    if (!open || !drawer) return;
    const focusables = () =>
      [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeAndReturnFocus();
      } else if (event.key === 'Tab') {
        const items = focusables();
        const edge = event.shiftKey ? items[0] : items[items.length - 1];
        if (items.length && (document.activeElement === edge || !drawer.contains(document.activeElement))) {
          event.preventDefault();
          (event.shiftKey ? items[items.length - 1] : items[0]).focus();
        }
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest('[data-drawer-close]') || target.dataset.drawerBackdrop !== undefined) closeAndReturnFocus();
      else if (target.closest('a') && drawer.contains(target)) setOpen(false);
    };
    const wide = window.matchMedia(SIDEBAR_COLUMN_QUERY);
    const onWide = () => wide.matches && setOpen(false);
    const restore = inertOutside(drawer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    wide.addEventListener('change', onWide);
    focusables()[0]?.focus({ preventScroll: true });
    return () => {
      restore();
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      wide.removeEventListener('change', onWide);
    };
  }, [open, controls, closeAndReturnFocus, setOpen]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${styles.iconButton} ${styles.menuButton}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? closeLabel : openLabel}
      onClick={() => setOpen(!open)}
    >
      <Icon name={open ? 'close' : 'menu'} />
    </button>
  );
}
