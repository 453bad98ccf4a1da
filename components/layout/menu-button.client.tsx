'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import styles from './nav-bar.module.css';

export interface MenuButtonProps {
  /** Id of the drawer this button opens. */
  controls: string;
  openLabel: string;
  closeLabel: string;
}

/**
 * Opens the mobile drawer (navigation + sidebar). State lives on `<html data-menu-open>` so CSS can show the drawer and
 * lock the page behind it without another client component.
 */
export function MenuButton({ controls, openLabel, closeLabel }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    document.documentElement.dataset.menuOpen = open ? 'true' : 'false';
    if (!open) return;
    const drawer = document.getElementById(controls);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest('a') && drawer?.contains(target)) setOpen(false);
      if (target.dataset.drawerBackdrop !== undefined) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    drawer?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, controls]);

  return (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.menuButton}`}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? closeLabel : openLabel}
      onClick={() => setOpen((value) => !value)}
    >
      <Icon name={open ? 'close' : 'menu'} />
    </button>
  );
}
