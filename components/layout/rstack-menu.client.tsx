'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './rstack-menu.module.css';

export interface RstackMenuProps {
  /** Accessible name and visible text of the trigger. */
  label: string;
  /** The panel: server-rendered tool links. */
  children: ReactNode;
}

const HOVER_DELAY_MS = 100;

/** A popover that opens on hover, focus-click or Enter, and closes on Escape, leaving, or a click elsewhere. */
export function RstackMenu({ label, children }: RstackMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();

  const later = (next: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), HOVER_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onMouseEnter={() => later(true)}
      onMouseLeave={() => later(false)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={panelId} className={styles.panel} data-open={open ? 'true' : 'false'} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
