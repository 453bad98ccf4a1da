import type { OverviewGroup } from '@/lib/overview';
import { IntentLink } from '@/components/ui/intent-link';
import { OverviewFilter } from './overview.client';
import { normalizeFilterText } from './overview-text';
import styles from './overview.module.css';

export interface OverviewProps {
  groups: OverviewGroup[];
  filterName: string;
  filterPlaceholder: string;
  noResult: string;
}

/**
 * The overview of a section: every page with its headings, as server markup; `OverviewFilter` hides what does not
 * match as the reader types (the list is not sent to the client a second time as props).
 */
export function Overview({ groups, filterName, filterPlaceholder, noResult }: OverviewProps) {
  return (
    <div className={styles.overview} data-overview="">
      <OverviewFilter filterName={filterName} filterPlaceholder={filterPlaceholder} noResult={noResult} />
      {groups.map((group) => (
        <section key={group.name} className={styles.group} data-overview-group="">
          <h2 className={styles.groupTitle}>{group.name}</h2>
          <div className={styles.grid}>
            {group.items.map((item) => (
              <div key={item.link} className={styles.card} data-overview-item={normalizeFilterText(item.text)}>
                <h3 className={styles.cardTitle}>
                  <IntentLink href={item.link}>{item.text}</IntentLink>
                </h3>
                {item.headers.length > 0 && (
                  <ul className={styles.headers}>
                    {item.headers.map((header) => (
                      <li key={header.id} data-overview-header={normalizeFilterText(header.text)}>
                        <IntentLink href={`${item.link}#${header.id}`}>{header.text}</IntentLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
