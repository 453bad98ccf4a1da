'use client';

import type { ComponentPropsWithRef } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

export type IntentLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/**
 * An internal link that prefetches its route on intent (hover, focus, touch) rather than when it scrolls into view:
 * a sidebar of a hundred links would otherwise fetch a hundred payloads on every page load.
 */
export function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => (prefetch(), onMouseEnter?.(event))}
      onFocus={(event) => (prefetch(), onFocus?.(event))}
      onTouchStart={(event) => (prefetch(), onTouchStart?.(event))}
      {...props}
    />
  );
}
