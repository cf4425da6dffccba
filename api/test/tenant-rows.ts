// What belongs to a tenant, read from the database itself: every row that names the service provider, or names a
// row that does (its primary key, a webhook it links), to a fixed point. The tests generated from the OpenAPI
// document compare these rows before and after each request (nothing changed) and look for the tenant's identifiers
// in answers (nothing read). Temporary triggers count the writes to each table, so a table is read again only after
// a write to it (most refused requests write nothing, or only an API key's last use).
import type { Store } from '../src/db/store';

interface Table {
  name: string;
  /** the primary key when it is one text column: a row's own identity */
  key: string | null;
}

interface Row {
  table: string;
  row: Record<string, unknown>;
  text: string;
}

/** Blobs (recordings) count by their size: a recording is never edited in place. */
const replacer = (_key: string, value: unknown) =>
  value && typeof value === 'object' && (value as { type?: string }).type === 'Buffer'
    ? `blob:${(value as { data: unknown[] }).data.length}`
    : value;

/** A table's rows at a version (its count of writes), and the tenant's among them for the last pattern asked. */
interface CachedTable {
  version: number;
  rows: Row[];
  filtered?: { pattern: string; text: string };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (ids: Iterable<string>) => new RegExp([...ids].map(escape).join('|'));
/** An identifier, not a word: a 'direction' key such as 'outbound' names no tenant. */
const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 8 && /\d/.test(value);

export class TenantRows {
  private readonly tables: Table[];
  private readonly cache = new Map<string, CachedTable>();

  constructor(private readonly store: Store) {
    // full-text indexes (virtual tables and their shadow tables) are derived data
    const all = store.all<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    const virtual = all.filter((t) => /^CREATE VIRTUAL/i.test(t.sql)).map((t) => t.name);
    this.tables = all
      .filter(({ name }) => !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
      .map(({ name }) => {
        const keys = store.all<{ name: string; pk: number; type: string }>(`PRAGMA table_info(${name})`);
        const pk = keys.filter((c) => c.pk > 0);
        return { name, key: pk.length === 1 && !/INT/i.test(pk[0].type) ? pk[0].name : null };
      });
    store.db.exec(
      'CREATE TEMP TABLE IF NOT EXISTS tenant_rows_writes (name TEXT PRIMARY KEY, n INTEGER NOT NULL)',
    );
    for (const { name } of this.tables)
      for (const event of ['INSERT', 'UPDATE', 'DELETE'])
        store.db.exec(
          `CREATE TEMP TRIGGER IF NOT EXISTS tenant_rows_${name}_${event} AFTER ${event} ON main.${name} BEGIN
             INSERT INTO tenant_rows_writes (name, n) VALUES ('${name}', 1) ON CONFLICT (name) DO UPDATE SET n = n + 1;
           END`,
        );
  }

  /** Each table's rows, read again only after a write to it. */
  private current(): CachedTable[] {
    const versions = new Map(
      (
        this.store.db.prepare('SELECT name, n FROM temp.tenant_rows_writes').all() as {
          name: string;
          n: number;
        }[]
      ).map((v) => [v.name, v.n]),
    );
    return this.tables.map((table) => {
      const version = versions.get(table.name) ?? 0;
      const cached = this.cache.get(table.name);
      if (cached?.version === version) return cached;
      const rows = this.store
        .all<Record<string, unknown>>(`SELECT * FROM ${table.name}`)
        .map((row) => ({ table: table.name, row, text: JSON.stringify(row, replacer) }));
      const fresh: CachedTable = { version, rows };
      this.cache.set(table.name, fresh);
      return fresh;
    });
  }

  private rows(): Row[] {
    return this.current().flatMap((t) => t.rows);
  }

  /**
   * The ids of what belongs to the tenant of `root` (a service provider sid): the rows naming an id, their keys and
   * the webhooks they link, to a fixed point (from `known`, the ids found before, when given).
   */
  ownedIds(root: string, known: Iterable<string> = []): Set<string> {
    const rows = this.rows();
    const keyOf = new Map(this.tables.map((t) => [t.name, t.key]));
    const ids = new Set([root, ...known]);
    let grew = true;
    while (grew) {
      grew = false;
      const pattern = patternOf(ids);
      for (const { table, row, text } of rows) {
        if (!pattern.test(text)) continue;
        for (const [column, value] of Object.entries(row)) {
          const own = column === keyOf.get(table) || /hook_sid$/.test(column);
          if (own && isId(value) && !ids.has(value)) {
            ids.add(value);
            grew = true;
          }
        }
      }
    }
    return ids;
  }

  /**
   * The identifiers an answer must not carry: every sid, id and call id in the tenant's rows that no other row holds
   * (a permission, a product or the admin who made them are everyone's).
   */
  identifiers(owned: Set<string>): string[] {
    const pattern = patternOf(owned);
    const mine = new Set<string>();
    const others = new Set<string>();
    for (const { row, text } of this.rows()) {
      const into = pattern.test(text) ? mine : others;
      for (const [column, value] of Object.entries(row))
        if (/(_sid|_id|callid|^link|^token)$/.test(column) && isId(value)) into.add(value);
    }
    return [...mine].filter((id) => !others.has(id));
  }

  /** The tenant's rows as text: equal before and after a request that changed nothing of it. */
  fingerprint(owned: Set<string>): string {
    const source = [...owned].map(escape).join('|');
    const pattern = new RegExp(source);
    return this.current()
      .map((table) => {
        if (table.filtered?.pattern !== source)
          table.filtered = {
            pattern: source,
            text: table.rows
              .filter(({ text }) => pattern.test(text))
              .map(({ table: name, text }) => `${name} ${text}`)
              .join('\n'),
          };
        return table.filtered.text;
      })
      .join('\n');
  }

  /** For a failed check: the rows holding `id`, with the tenant's ids that made each the tenant's. */
  explain(owned: Set<string>, id: string): string[] {
    return this.rows()
      .filter(({ text }) => text.includes(id))
      .map(
        ({ table, text }) =>
          `${table}: ${[...owned]
            .filter((o) => text.includes(o))
            .slice(0, 3)
            .join(',')} in ${text.slice(0, 300)}`,
      );
  }
}
