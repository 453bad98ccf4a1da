import type { SidebarNode } from '@/lib/types';
import { ExternalLink } from '@/components/ui/external-link';
import { isExternal } from '@/lib/routes';
import { NavLink } from './nav-link';
import styles from './sidebar.module.css';

export interface SidebarProps {
  nodes: SidebarNode[];
  /** The URL of the page being rendered (its link is marked current). */
  current: string;
}

/** The section's pages as a tree of collapsible groups; server-rendered, links are plain server markup. */
export function Sidebar({ nodes, current }: SidebarProps) {
  return (
    <ul className={styles.list}>
      {nodes.map((node, index) => {
        const key = `${node.kind}-${'link' in node ? node.link : ''}-${index}`;
        switch (node.kind) {
          case 'divider':
            return <li key={key} role="separator" className={styles.divider} data-dashed={node.dashed} />;
          case 'section-header':
            return (
              <li key={key} className={styles.sectionHeader}>
                {node.text}
              </li>
            );
          case 'link':
            return (
              <li key={key}>
                {isExternal(node.link) ? (
                  <ExternalLink href={node.link} className={styles.link}>
                    {node.text}
                  </ExternalLink>
                ) : (
                  <NavLink href={node.link} current={current} className={styles.link} revealWhenActive>
                    {node.text}
                  </NavLink>
                )}
              </li>
            );
          case 'page':
            return (
              <li key={key}>
                <NavLink href={node.link} current={current} className={styles.link} revealWhenActive>
                  {node.text}
                </NavLink>
              </li>
            );
          case 'group': {
            const title = node.link ? (
              <NavLink href={node.link} current={current} className={styles.link}>
                {node.text}
              </NavLink>
            ) : (
              node.text
            );
            const items = <Sidebar nodes={node.items} current={current} />;
            return (
              <li key={key} className={styles.group}>
                {node.collapsible ? (
                  // <details> keeps groups collapsible without JavaScript and tells assistive technology their state.
                  <details open={!node.collapsed}>
                    <summary className={styles.groupTitle}>{title}</summary>
                    {items}
                  </details>
                ) : (
                  <>
                    <div className={styles.groupTitle}>{title}</div>
                    {items}
                  </>
                )}
              </li>
            );
          }
        }
      })}
    </ul>
  );
}
