// What the alert rules' live measures (live-calls.ts, live-concurrency.ts) share: one model per store, made on its
// first use, keeping a structure per owner the rules watch (an account or a service provider). From then on it hears
// of each call record stored through the store once its transaction commits (records/stored.ts) and hands the call
// to its account's and its provider's structure, if kept; when the store's database is replaced, it forgets all. Each model keeps only its structure and its questions.
// docs/api/additions.md#alert-rules
import type { Store } from '../../../db/store';
import { onCallsStored, type StoredCall } from '../records/stored';
import type { RecordOwner } from '../recent-calls/where';

/** Per kind of model (its class), the model of each store. */
const models = new WeakMap<object, WeakMap<Store, LiveOwners<unknown>>>();

export abstract class LiveOwners<T> {
  private readonly owners = new Map<string, T>();

  /** Listens to the store's call records from now on: use `of`, which makes one per store. */
  constructor(protected readonly store: Store) {
    onCallsStored(store, (calls) => this.stored(calls));
    // a test harness puts a fresh copy of the database in the store's place: what is kept came from the old one
    store.onDatabaseReplaced(() => this.owners.clear());
  }

  /** The store's model of this kind (one per store, listening to its call records from its first use). */
  static of<M extends LiveOwners<unknown>>(this: new (store: Store) => M, store: Store): M {
    let perStore = models.get(this);
    if (!perStore) models.set(this, (perStore = new WeakMap()));
    let model = perStore.get(store) as M | undefined;
    if (!model) perStore.set(store, (model = new this(store)));
    return model;
  }

  /** Adds a call just stored to an owner's structure. */
  protected abstract add(kept: T, call: StoredCall): void;

  /** What is kept for the owner (undefined: nothing yet, or forgotten). */
  protected kept(owner: RecordOwner): T | undefined {
    return this.owners.get(`${owner.column} ${owner.sid}`);
  }

  protected keep(owner: RecordOwner, kept: T): void {
    this.owners.set(`${owner.column} ${owner.sid}`, kept);
  }

  /** Each call goes to its account's structure and its provider's, where kept. */
  private stored(calls: readonly StoredCall[]): void {
    for (const call of calls) {
      const account = this.owners.get(`account_sid ${call.account_sid}`);
      if (account) this.add(account, call);
      if (!call.service_provider_sid) continue;
      const provider = this.owners.get(`service_provider_sid ${call.service_provider_sid}`);
      if (provider) this.add(provider, call);
    }
  }
}
