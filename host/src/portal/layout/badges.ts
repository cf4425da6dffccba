// Counts beside menu items ('menu:badge' on the bus), sent by the remotes that declare the items: the host knows
// nothing of what they count. Kept from portal start, so a badge sent before the menu renders is not lost.
import { bus } from '@switchboard/shared/bus';

export interface MenuBadge {
  count: number;
  label: string;
}

export interface BadgeStore {
  get(item: string): MenuBadge | undefined;
  subscribe(listener: () => void): () => void;
  /** A new object whenever a badge changes (for useSyncExternalStore). */
  snapshot(): ReadonlyMap<string, MenuBadge>;
  dispose(): void;
}

export function createBadgeStore(): BadgeStore {
  let badges = new Map<string, MenuBadge>();
  const listeners = new Set<() => void>();
  const off = bus.on('menu:badge', ({ item, count, label }) => {
    const next = new Map(badges);
    if (count && count > 0) next.set(item, { count, label: label ?? String(count) });
    else next.delete(item);
    badges = next;
    for (const listener of [...listeners]) listener();
  });
  return {
    get: (item) => badges.get(item),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => badges,
    dispose: off,
  };
}
