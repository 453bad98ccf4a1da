'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface AutoHideHeaderProps {
  children: ReactNode;
  className?: string;
  /** `themeConfig.hideNavbar`: 'auto' hides on scroll down and shows again on scroll up. */
  mode: 'auto' | 'never';
}

/** Hides the navbar while the reader scrolls down and brings it back as soon as they scroll up. */
export function AutoHideHeader({ children, className, mode }: AutoHideHeaderProps) {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    if (mode !== 'auto') return;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY.current;
      if (Math.abs(delta) < 4) return;
      // Keep the bar while a menu inside it is open or focused, and always near the top of the page.
      const busy = document.documentElement.dataset.menuOpen === 'true';
      setHidden(delta > 0 && y > 80 && !busy);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [mode]);

  return (
    <header className={className} data-hidden={hidden ? 'true' : 'false'} onFocusCapture={() => setHidden(false)}>
      {children}
    </header>
  );
}
