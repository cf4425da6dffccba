// A tiny typed pub/sub for events that cross app boundaries (host ↔ remotes). State lives in the store;
// the bus only says that something happened.
import type { ToastMessage, PortalEventMap } from './events';

export type { ToastMessage, ToastKind, PortalEventMap, PortalEvent } from './events';

type Handler<T> = (payload: T) => void;

export interface EventBus<Events extends object> {
  /** Subscribe; returns the unsubscribe function. */
  on<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void;
  /** Subscribe for the next event only. */
  once<K extends keyof Events>(event: K, handler: Handler<Events[K]>): () => void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
  /** Number of live handlers for an event (for tests and leak checks). */
  listenerCount<K extends keyof Events>(event: K): number;
}

export function createEventBus<Events extends object>(): EventBus<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();

  const on = <K extends keyof Events>(event: K, handler: Handler<Events[K]>) => {
    let set = handlers.get(event);
    if (!set) {
      set = new Set();
      handlers.set(event, set);
    }
    set.add(handler as Handler<never>);
    return () => {
      set.delete(handler as Handler<never>);
    };
  };

  return {
    on,
    once(event, handler) {
      const off = on(event, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(event, payload) {
      // Copy first: a handler may unsubscribe (or subscribe) while we iterate.
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          (handler as Handler<typeof payload>)(payload);
        } catch (error) {
          // One failing subscriber (e.g. a crashed remote) must not stop the others.
          console.error(`bus: a "${String(event)}" handler failed`, error);
        }
      }
    },
    listenerCount(event) {
      return handlers.get(event)?.size ?? 0;
    },
  };
}

/** The portal's one bus, shared as a federation singleton through '@switchboard/shared/bus'. */
export const bus: EventBus<PortalEventMap> = createEventBus<PortalEventMap>();

/** Shorthand for the most common event: show a toast (with the server's own text behind 'Details', if given). */
export function toast(kind: ToastMessage['kind'], message: string, details?: string): void {
  bus.emit('toast', details ? { kind, message, details } : { kind, message });
}
