import type { ComponentPropsWithoutRef } from 'react';
import { isExternal, withLocale } from '@/lib/routes';
import type { Locale } from '@/lib/types';
import { ExternalLink } from '@/components/ui/external-link';
import { IntentLink } from '@/components/ui/intent-link';

export type LinkProps = ComponentPropsWithoutRef<'a'> & { locale: Locale };

/**
 * Links in page content. Site links get the page's language prefix (as Rspress does, so a Chinese page may write
 * `/guide/x`), lose a `.md(x)` extension and navigate client-side; other sites open in a new tab.
 */
export function Link({ href = '', locale, children, ...props }: LinkProps) {
  if (isExternal(href))
    return (
      <ExternalLink href={href} {...props}>
        {children}
      </ExternalLink>
    );
  if (href.startsWith('#'))
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  const [path, hash] = href.split('#');
  const clean = withLocale(locale, path.replace(/\.mdx?$/, ''));
  const isFile = /\.[a-z\d]+$/i.test(clean);
  if (isFile)
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  return (
    <IntentLink href={hash ? `${clean}#${hash}` : clean} {...props}>
      {children}
    </IntentLink>
  );
}
