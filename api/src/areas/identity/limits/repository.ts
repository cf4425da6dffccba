// Limits of a service provider or an account (one row per category): all their SQL. Both owners keep them in
// tables of the same shape.
import type { Store } from '../../../db/store';
import type { OwnerOf } from '../../../http/owner-scoped';

export type LimitOwner = OwnerOf<'service_provider' | 'account'>;

const TABLES = {
  service_provider: {
    table: 'service_provider_limits',
    key: 'service_provider_limits_sid',
    column: 'service_provider_sid',
  },
  account: { table: 'account_limits', key: 'account_limits_sid', column: 'account_sid' },
} as const;

export interface LimitRow {
  category: string;
  quantity: number;
}

export class LimitRepository {
  constructor(private readonly store: Store) {}

  /** The owner's rows (every column), of one category or all, by category. */
  list(owner: LimitOwner, category?: string): Record<string, unknown>[] {
    const { table, column, sid } = this.of(owner);
    return category
      ? this.store.all(
          `SELECT * FROM ${table} WHERE ${column} = ? AND category = ? ORDER BY category`,
          sid,
          category,
        )
      : this.store.all(`SELECT * FROM ${table} WHERE ${column} = ? ORDER BY category`, sid);
  }

  find(owner: LimitOwner, category: string): { sid: string; quantity: number } | undefined {
    const { table, key, column, sid } = this.of(owner);
    return this.store.get(
      `SELECT ${key} AS sid, quantity FROM ${table} WHERE ${column} = ? AND category = ?`,
      sid,
      category,
    );
  }

  /** The rows a removal would take: one category's, or all. */
  categories(owner: LimitOwner, category?: string): LimitRow[] {
    const { table, column, sid } = this.of(owner);
    return category
      ? this.store.all(
          `SELECT category, quantity FROM ${table} WHERE ${column} = ? AND category = ?`,
          sid,
          category,
        )
      : this.store.all(`SELECT category, quantity FROM ${table} WHERE ${column} = ?`, sid);
  }

  setQuantity(owner: LimitOwner, limitSid: string, quantity: number): void {
    const { table, key } = this.of(owner);
    this.store.run(`UPDATE ${table} SET quantity = ? WHERE ${key} = ?`, quantity, limitSid);
  }

  insert(owner: LimitOwner, limitSid: string, limit: LimitRow): void {
    const { table, key, column, sid } = this.of(owner);
    this.store.insert(table, { [key]: limitSid, [column]: sid, ...limit });
  }

  remove(owner: LimitOwner, category?: string): void {
    const { table, column, sid } = this.of(owner);
    if (category) this.store.run(`DELETE FROM ${table} WHERE ${column} = ? AND category = ?`, sid, category);
    else this.store.run(`DELETE FROM ${table} WHERE ${column} = ?`, sid);
  }

  private of(owner: LimitOwner) {
    const sid = owner.kind === 'account' ? owner.accountSid : owner.serviceProviderSid;
    return { ...TABLES[owner.kind], sid };
  }
}
