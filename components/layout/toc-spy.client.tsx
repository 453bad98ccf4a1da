'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { whenIdle } from '@/components/ui/when-idle';

/** Distance from the top of the viewport under which a heading counts as "being read" (below the navbar). */
const READING_LINE_PX = 96;

/** An outline link, its heading, and the page section (`<section>`, see prose.css) that holds the heading, if any. */
interface Entry {
  link: HTMLAnchorElement;
  heading: HTMLElement;
  section: Element | null;
}

/**
 * Whether the entry's heading starts above the reading line. A heading inside a page section is measured only when its
 * section crosses the line: the layout of a section far from the viewport is skipped, and reading a box inside it
 * would lay it out. The section's own box is always known.
 */
function isAboveReadingLine({ heading, section }: Entry): boolean {
  if (section) {
    const box = section.getBoundingClientRect();
    if (box.top > READING_LINE_PX) return false;
    if (box.bottom <= READING_LINE_PX) return true;
  }
  return heading.getBoundingClientRect().top <= READING_LINE_PX;
}

/**
 * Scroll-spy of the outline (`[data-toc]`): marks the link of the section being read with `aria-current="location"`.
 * It reads the outline's links from the page instead of receiving them as props, and takes its first measure when the
 * main thread is idle, so it adds no layout work to the load.
 */
export function TocSpy() {
  const pathname = usePathname();

  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a[href^="#"]')];
    const pairs = links.flatMap((link): Entry[] => {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      return heading ? [{ link, heading, section: heading.closest('.prose > section') }] : [];
    });
    let frame = 0;
    let active: HTMLAnchorElement | undefined;
    const update = () => {
      frame = 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const passed = pairs.filter(isAboveReadingLine);
      const current = atBottom ? pairs[pairs.length - 1] : passed[passed.length - 1];
      if (current?.link === active) return;
      active?.removeAttribute('aria-current');
      current?.link.setAttribute('aria-current', 'location');
      active = current?.link;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    for (const link of links) link.removeAttribute('aria-current');
    const cancelIdle = whenIdle(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelIdle();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return null;
}
