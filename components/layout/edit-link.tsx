import type { LocaleConfig } from '@/lib/site';
import { ExternalLink } from '@/components/ui/external-link';
import styles from './doc-page.module.css';

export interface EditLinkProps {
  config: LocaleConfig['editLink'];
  /** The page file relative to the docs folder, e.g. `zh/guide/start/introduction.mdx`. */
  file: string;
}

/** "Edit this page on GitHub": the page's source under the public repository's docs folder. */
export function EditLink({ config, file }: EditLinkProps) {
  return (
    <ExternalLink href={`${config.docRepoBaseUrl.replace(/\/$/, '')}/${file}`} className={styles.editLink}>
      {config.text}
    </ExternalLink>
  );
}
