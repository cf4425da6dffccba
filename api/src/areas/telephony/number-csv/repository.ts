// Phone numbers as CSV: all the SQL of the import (the names a file may use, the bulk insert) and of the export.
import type { PhoneNumberCsvLine } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';
import { newSid } from '../../../lib/ids';
import { scopeSql, searchSql, type NumberScope, type NumberSearch } from '../numbers/repository';
import {
  PHONE_NUMBER_COUNTS_INSERT_TRIGGER,
  PHONE_NUMBER_SEARCH_INSERT_TRIGGER,
  PHONE_NUMBER_SERVICE_PROVIDER_INSERT_TRIGGER,
} from '../numbers/schema';

/** What a file's names may refer to: a service provider's accounts (or one of them), carriers and applications. */
export interface ImportNames {
  accounts: { sid: string; name: string }[];
  carriers: { sid: string; name: string; account_sid: string | null }[];
  applications: { sid: string; name: string; account_sid: string }[];
}

export class NumberCsvRepository {
  constructor(private readonly store: Store) {}

  names(serviceProviderSid: string, ownAccountSid: string | null): ImportNames {
    const { store } = this;
    return {
      accounts: store
        .all<{ account_sid: string; name: string }>(
          'SELECT account_sid, name FROM accounts WHERE service_provider_sid = ?' +
            (ownAccountSid ? ' AND account_sid = ?' : ''),
          ...(ownAccountSid ? [serviceProviderSid, ownAccountSid] : [serviceProviderSid]),
        )
        .map((a) => ({ sid: a.account_sid, name: a.name })),
      carriers: store
        .all<{ voip_carrier_sid: string; name: string; account_sid: string | null }>(
          'SELECT voip_carrier_sid, name, account_sid FROM voip_carriers WHERE service_provider_sid = ?',
          serviceProviderSid,
        )
        .map((c) => ({ sid: c.voip_carrier_sid, name: c.name, account_sid: c.account_sid })),
      applications: store
        .all<{ application_sid: string; name: string; account_sid: string }>(
          `SELECT application_sid, name, account_sid FROM applications
            WHERE account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)`,
          serviceProviderSid,
        )
        .map((a) => ({ sid: a.application_sid, name: a.name, account_sid: a.account_sid })),
    };
  }

  /** Is the number on the platform already? (one prepared statement for a whole file) */
  numberExists(): (number: string) => boolean {
    const exists = this.store.db.prepare('SELECT 1 FROM phone_numbers WHERE number = ? LIMIT 1').pluck();
    return (number) => Boolean(exists.get(number));
  }

  /**
   * Adds the file's numbers (with their account's service provider). The row-by-row triggers that keep the search
   * index, the counts and the service provider column (migrations 11–13) are set aside for the caller's
   * transaction, the index and the counts brought up to date in one statement each, then the triggers restored: four
   * times less work for a large file, and a rollback restores them too.
   */
  insert(lines: PhoneNumberCsvLine[], serviceProviderSid: string): void {
    const { store } = this;
    const before = store.db
      .prepare('SELECT COALESCE(MAX(rowid), 0) FROM phone_numbers')
      .pluck()
      .get() as number;
    store.db.exec(
      'DROP TRIGGER phone_numbers_search_insert; DROP TRIGGER phone_number_counts_insert; DROP TRIGGER phone_numbers_service_provider_insert;',
    );
    const insert = store.db.prepare(
      `INSERT INTO phone_numbers (phone_number_sid, number, voip_carrier_sid, account_sid, application_sid, service_provider_sid, description)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const line of lines)
      insert.run(
        newSid(),
        line.number,
        line.voip_carrier_sid,
        line.account_sid,
        line.application_sid,
        serviceProviderSid,
        line.description,
      );
    store.run(
      `INSERT INTO phone_numbers_search (rowid, number, description)
         SELECT rowid, number, description FROM phone_numbers WHERE rowid > ?`,
      before,
    );
    store.run(
      `INSERT INTO phone_number_counts (account_sid, voip_carrier_sid, n)
         SELECT COALESCE(account_sid, ''), COALESCE(voip_carrier_sid, ''), COUNT(*) FROM phone_numbers
          WHERE rowid > ? GROUP BY COALESCE(account_sid, ''), COALESCE(voip_carrier_sid, '')
         ON CONFLICT (account_sid, voip_carrier_sid) DO UPDATE SET n = n + excluded.n`,
      before,
    );
    store.db.exec(
      [
        PHONE_NUMBER_SEARCH_INSERT_TRIGGER,
        PHONE_NUMBER_COUNTS_INSERT_TRIGGER,
        PHONE_NUMBER_SERVICE_PROVIDER_INSERT_TRIGGER,
      ].join('\n'),
    );
  }

  /** The numbers of a list's scope and filter as the CSV's columns, in number order. */
  exportRows(scope: NumberScope, search: NumberSearch): unknown[][] {
    const narrowed = scopeSql(scope, 'pn');
    const found = searchSql(search);
    const conditions = [...narrowed.sql, ...(found ? [found.sql] : [])];
    return this.store.db
      .prepare(
        `SELECT pn.number, vc.name AS carrier, acc.name AS account, app.name AS application, pn.description
           FROM phone_numbers pn
           LEFT JOIN voip_carriers vc ON vc.voip_carrier_sid = pn.voip_carrier_sid
           LEFT JOIN accounts acc ON acc.account_sid = pn.account_sid
           LEFT JOIN applications app ON app.application_sid = pn.application_sid
           ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
          ORDER BY pn.number`,
      )
      .raw()
      .all(...narrowed.params, ...(found?.params ?? [])) as unknown[][];
  }
}
