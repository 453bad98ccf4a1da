'use client';

import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import styles from './tabs.module.css';

export interface TabProps {
  label: ReactNode;
  /** Identifies the tab for `defaultValue` and `groupId` syncing; defaults to the label. */
  value?: string;
  children?: ReactNode;
}

export interface TabsProps {
  children: ReactNode;
  defaultValue?: string;
  /** Tabs sharing a groupId switch together and remember the choice (localStorage `rspress.tabs.<groupId>`). */
  groupId?: string;
  tabPosition?: 'left' | 'center';
}

const STORAGE_PREFIX = 'rspress.tabs.';
const SYNC_EVENT = 'rspress-tabs-sync';

/** One panel of `Tabs`; rendered by its parent. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

function valueOf(tab: ReactElement<TabProps>): string {
  return tab.props.value ?? (typeof tab.props.label === 'string' ? tab.props.label : String(tab.key));
}

/** Tabs with keyboard support (arrows, Home, End) and optional group syncing across the page and browser tabs. */
export function Tabs({ children, defaultValue, groupId, tabPosition = 'left' }: TabsProps) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const values = tabs.map(valueOf);
  const [selected, setSelected] = useState(defaultValue && values.includes(defaultValue) ? defaultValue : values[0]);
  const baseId = useId();
  // values is derived from children each render; its content is what the effect depends on.
  const valuesKey = values.join('\u0000');

  useEffect(() => {
    if (!groupId) return;
    const known = valuesKey.split('\u0000');
    const adopt = (value: string | null) => value && known.includes(value) && setSelected(value);
    adopt(localStorage.getItem(STORAGE_PREFIX + groupId));
    const onSync = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId) adopt(detail.value);
    };
    const onStorage = (event: StorageEvent) => event.key === STORAGE_PREFIX + groupId && adopt(event.newValue);
    window.addEventListener(SYNC_EVENT, onSync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SYNC_EVENT, onSync);
      window.removeEventListener('storage', onStorage);
    };
  }, [groupId, valuesKey]);

  const choose = (value: string) => {
    setSelected(value);
    if (!groupId) return;
    localStorage.setItem(STORAGE_PREFIX + groupId, value);
    window.dispatchEvent(new CustomEvent(SYNC_EVENT, { detail: { groupId, value } }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = values.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(values[target]);
    document.getElementById(`${baseId}-tab-${target}`)?.focus();
  };

  return (
    <div className={styles.tabs} data-group={groupId}>
      <div role="tablist" className={styles.list} data-position={tabPosition}>
        {tabs.map((tab, index) => {
          const isSelected = values[index] === selected;
          return (
            <button
              key={values[index]}
              id={`${baseId}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(values[index])}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.props.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={values[index]}
          id={`${baseId}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={values[index] !== selected}
          className={styles.panel}
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  );
}
