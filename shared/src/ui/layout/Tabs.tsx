import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './layout.module.css';
import { cx } from '../root';

export interface TabItem {
  /** Stable id (also the value reported to onChange). */
  id: string;
  label: ReactNode;
  /** The panel's content; only the selected panel is rendered. */
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: ReadonlyArray<TabItem>;
  /** Names the tab list (e.g. 'Settings'). */
  label: string;
  /** Controlled selected tab id. */
  selected?: string;
  /** Uncontrolled initial tab id (default: the first enabled tab). */
  defaultSelected?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs: a tablist of tabs controlling one tabpanel. Arrow Left/Right move between tabs (and
 * wrap), Home/End go to the first/last; selection follows focus. Only the selected tab is in the Tab order.
 */
export function Tabs({ tabs, label, selected, defaultSelected, onChange, className }: TabsProps) {
  const baseId = `sb-tabs-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const firstEnabled = tabs.find((t) => !t.disabled)?.id;
  const [inner, setInner] = useState(defaultSelected ?? firstEnabled);
  const requested = selected ?? inner;
  // Fall back to the first enabled tab when the requested one does not exist (e.g. hidden by scope).
  const current = tabs.some((t) => t.id === requested && !t.disabled) ? requested : firstEnabled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selected === undefined) setInner(id);
    if (id !== current) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === current);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const active = tabs.find((t) => t.id === current);
  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={cx(styles.tab, isSelected && styles.tabSelected)}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className={styles.tabpanel}
        >
          {active.panel}
        </div>
      ) : null}
    </div>
  );
}
