import type { ComponentPropsWithoutRef } from 'react';

export type IntentLinkProps = ComponentPropsWithoutRef<'a'> & { href: string };

/** Marks a link that `LinkEnhancer` navigates client-side and prefetches on intent. */
export const INTENT_ATTRIBUTE = 'data-intent';

/**
 * An internal link: plain server-rendered markup with a marker attribute. One delegated listener (`LinkEnhancer`,
 * mounted once in the root layout) navigates it client-side and prefetches its route on intent (hover, focus, touch),
 * so a sidebar of a hundred links costs a hundred `<a>` elements at hydration, not a hundred client components; and
 * links work as ordinary links before JavaScript runs.
 */
export function IntentLink({ children, ...props }: IntentLinkProps) {
  return (
    <a {...props} {...{ [INTENT_ATTRIBUTE]: '' }}>
      {children}
    </a>
  );
}
