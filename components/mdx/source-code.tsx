import { ExternalLink } from '@/components/ui/external-link';
import { Icon } from '@/components/ui/icon';
import styles from './badge.module.css';

export interface SourceCodeProps {
  href: string;
  platform?: 'github' | 'gitlab';
  label: string;
}

/** A small "Source" button to a file in a repository, opened in a new tab. */
export function SourceCode({ href, label }: SourceCodeProps) {
  return (
    <ExternalLink href={href} className={styles.source}>
      <Icon name="github" size={16} />
      <span>{label}</span>
    </ExternalLink>
  );
}
