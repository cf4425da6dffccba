// Phone numbers as CSV (Switchboard's addition to the contract): `POST /PhoneNumbers/Import` reads a file of
// number, carrier, account, application (names or sids) and description — a dry run reports what would be created,
// the duplicates and every invalid line with its reason; the import itself is all or nothing, in one transaction.
// `GET /PhoneNumbers/Export` writes the numbers of the list's filter as the same CSV.
// Parsing uses csv-parse (the node-csv project); writing, the shared CSV writer of every export.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { PhoneNumberImportReport } from '@switchboard/shared/types';
import {
  PHONE_NUMBER_CSV_COLUMNS,
  PHONE_NUMBER_IMPORT_MAX_BYTES,
  PHONE_NUMBER_CSV_PARSE_OPTIONS,
  checkPhoneNumberCsv,
  csvRow,
  type PhoneNumberCsvLine,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../context';
import type { Store } from '../../db/store';
import { callerOf, type Caller } from '../../auth/caller';
import { requireServiceProviderRead } from '../../auth/access';
import { recordAudit } from '../../audit/audit';
import { docs } from '../../http/docs';
import { HttpError, badRequest } from '../../http/errors';
import { newSid } from '../../lib/ids';
import {
  PHONE_NUMBER_COUNTS_INSERT_TRIGGER,
  PHONE_NUMBER_SEARCH_INSERT_TRIGGER,
  PHONE_NUMBER_SERVICE_PROVIDER_INSERT_TRIGGER,
} from '../../telephony/schema';
import { optionalSid } from './common';
import { numberScope, numbersQuery, renderScope, searchFilter } from './numbers';

/** The service provider whose accounts, carriers and applications the file's names refer to. */
function importServiceProvider(store: Store, caller: Caller, query: Record<string, unknown>): string {
  if (caller.scope !== 'admin') return caller.service_provider_sid as string;
  const sid = optionalSid(query.service_provider_sid, 'service_provider_sid');
  if (!sid) throw badRequest('missing service_provider_sid');
  requireServiceProviderRead(store, caller, sid);
  return sid;
}

/** Reads and checks the whole file (the shared check, with the names looked up in the database). */
function checkFile(
  store: Store,
  caller: Caller,
  serviceProviderSid: string,
  text: string,
): { report: PhoneNumberImportReport; lines: PhoneNumberCsvLine[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, PHONE_NUMBER_CSV_PARSE_OPTIONS) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (err) {
    throw badRequest(`The file is not a valid CSV: ${(err as Error).message}`);
  }
  const own = caller.scope === 'account' ? (caller.account_sid as string) : null;
  const exists = store.db.prepare('SELECT 1 FROM phone_numbers WHERE number = ? LIMIT 1').pluck();
  const checked = checkPhoneNumberCsv(
    records.map(({ record, info }) => ({ record, line: info.lines })),
    {
      accounts: store
        .all<{ account_sid: string; name: string }>(
          'SELECT account_sid, name FROM accounts WHERE service_provider_sid = ?' +
            (own ? ' AND account_sid = ?' : ''),
          ...(own ? [serviceProviderSid, own] : [serviceProviderSid]),
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
      ownAccountSid: own,
      exists: (number) => Boolean(exists.get(number)),
    },
  );
  if ('error' in checked) throw badRequest(checked.error);
  return checked;
}

/**
 * Adds the file's numbers (with their account's service provider). The row-by-row triggers that keep the search
 * index, the counts and the service provider column (migrations 11–13) are set aside for the caller's transaction,
 * the index and the counts brought up to date in one statement each, then the triggers restored: four times less
 * work for a large file, and a rollback restores them too.
 */
function insertNumbers(store: Store, lines: PhoneNumberCsvLine[], serviceProviderSid: string): void {
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

const importQuery = z.looseObject({
  dry_run: z.string().optional().describe('true: only report what the import would do'),
  service_provider_sid: z.string().optional().describe('admins: the service provider the names belong to'),
});

export function numberCsvRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  v1.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: PHONE_NUMBER_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  v1.post(
    '/PhoneNumbers/Import',
    {
      bodyLimit: PHONE_NUMBER_IMPORT_MAX_BYTES,
      schema: docs({
        summary:
          'Import phone numbers from a CSV (text/csv: number, carrier, account, application, description; names or sids). ?dry_run=true reports only; otherwise all lines are created or none.',
        tags: ['Phone numbers'],
        query: importQuery,
        responses: {
          200: 'PhoneNumberImportReport (with created after an import)',
          400: 'not a CSV, or missing columns',
          422: 'invalid lines: nothing imported (the report is in the body)',
        },
      }),
    },
    async (request: FastifyRequest) => {
      const caller = callerOf(request);
      if (typeof request.body !== 'string') throw badRequest('send the file as text/csv');
      const query = request.query as Record<string, unknown>;
      const spSid = importServiceProvider(store, caller, query);
      const dryRun = query.dry_run === 'true' || query.dry_run === '1';
      if (dryRun) return checkFile(store, caller, spSid, request.body).report;
      // Checked again inside the transaction, so numbers added meanwhile count as duplicates.
      return store.transaction(() => {
        const { report, lines } = checkFile(store, caller, spSid, request.body as string);
        if (report.invalid_total > 0)
          throw new HttpError(422, {
            msg: `${report.invalid_total} line${report.invalid_total === 1 ? ' is' : 's are'} invalid: nothing was imported.`,
            ...report,
          });
        insertNumbers(store, lines, spSid);
        recordAudit(ctx, request, {
          entity: 'phone_number',
          entitySid: null,
          action: 'create',
          after: { imported: lines.length, duplicates_skipped: report.duplicates_total },
          accountSid: caller.scope === 'account' ? caller.account_sid : null,
          serviceProviderSid: spSid,
        });
        return { ...report, created: lines.length };
      });
    },
  );

  v1.get(
    '/PhoneNumbers/Export',
    {
      schema: docs({
        summary:
          'The phone numbers of a list filter as CSV (number, carrier, account, application, description)',
        tags: ['Phone numbers'],
        query: numbersQuery,
        responses: { 200: 'text/csv' },
      }),
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const scope = numberScope(callerOf(request), query);
      const term = typeof query.filter === 'string' ? query.filter.trim() : '';
      const search = searchFilter(term);
      const conditions = [...renderScope(scope, 'pn'), ...(search ? [search.sql] : [])];
      const rows = store.db
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
        .all(...scope.params, ...(search?.params ?? [])) as unknown[][];
      // the shared writer: a description that would run as a spreadsheet formula is written as text
      const csv = [PHONE_NUMBER_CSV_COLUMNS, ...rows].map(csvRow).join('');
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="phone-numbers.csv"')
        .send(csv);
    },
  );
}
