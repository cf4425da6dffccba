// Phone numbers as CSV (Switchboard's addition to the contract): an import reads a file of number, carrier,
// account, application (names or sids) and description — a dry run reports what would be created, the duplicates
// and every invalid line with its reason; the import itself is all or nothing, in one transaction. An export writes
// the numbers of the list's filter as the same CSV. Parsing uses csv-parse (the node-csv project); writing, the
// shared CSV writer of every export.
import { parse } from 'csv-parse/sync';
import type { PhoneNumberImportReport } from '@switchboard/shared/types';
import {
  PHONE_NUMBER_CSV_COLUMNS,
  PHONE_NUMBER_CSV_PARSE_OPTIONS,
  checkPhoneNumberCsv,
  csvRow,
  type PhoneNumberCsvLine,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { requireServiceProviderRead } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { HttpError, badRequest } from '../../../http/errors';
import { optionalSid } from '../common/rules';
import { numberScope, numberSearch, type NumberListQuery } from '../numbers/service';
import { NumberCsvRepository } from './repository';

export interface ImportQuery {
  dry_run?: string;
  service_provider_sid?: string;
}

interface CheckedFile {
  report: PhoneNumberImportReport;
  lines: PhoneNumberCsvLine[];
}

export class NumberCsvService {
  private readonly csv: NumberCsvRepository;

  constructor(private readonly ctx: AppContext) {
    this.csv = new NumberCsvRepository(ctx.store);
  }

  /** The report of a dry run, or of the import with `created` (422 with the report when any line is invalid). */
  import(requester: Requester, query: ImportQuery, file: unknown): PhoneNumberImportReport {
    const caller = callerOf(requester);
    if (typeof file !== 'string') throw badRequest('send the file as text/csv');
    const spSid = this.serviceProviderOf(caller, query);
    const dryRun = query.dry_run === 'true' || query.dry_run === '1';
    if (dryRun) return this.check(caller, spSid, file).report;
    // Checked again inside the transaction, so numbers added meanwhile count as duplicates.
    return auditedWrite(
      this.ctx,
      requester,
      (result: PhoneNumberImportReport) => ({
        entity: 'phone_number',
        entitySid: null,
        action: 'create',
        after: { imported: result.created, duplicates_skipped: result.duplicates_total },
        accountSid: caller.scope === 'account' ? caller.account_sid : null,
        serviceProviderSid: spSid,
      }),
      () => {
        const { report, lines } = this.check(caller, spSid, file);
        if (report.invalid_total > 0)
          throw new HttpError(422, {
            msg: `${report.invalid_total} line${report.invalid_total === 1 ? ' is' : 's are'} invalid: nothing was imported.`,
            ...report,
          });
        this.csv.insert(lines, spSid);
        return { ...report, created: lines.length };
      },
    );
  }

  /** The numbers of a list filter as CSV (number, carrier, account, application, description). */
  export(requester: Requester, query: NumberListQuery): string {
    const scope = numberScope(callerOf(requester), query);
    const rows = this.csv.exportRows(scope, numberSearch(query.filter));
    // the shared writer: a description that would run as a spreadsheet formula is written as text
    return [PHONE_NUMBER_CSV_COLUMNS, ...rows].map(csvRow).join('');
  }

  /** The service provider whose accounts, carriers and applications the file's names refer to. */
  private serviceProviderOf(caller: Caller, query: ImportQuery): string {
    if (caller.scope !== 'admin') return caller.service_provider_sid as string;
    const sid = optionalSid(query.service_provider_sid, 'service_provider_sid');
    if (!sid) throw badRequest('missing service_provider_sid');
    requireServiceProviderRead(this.ctx.store, caller, sid);
    return sid;
  }

  /** Reads and checks the whole file (the shared check, with the names looked up in the database). */
  private check(caller: Caller, serviceProviderSid: string, text: string): CheckedFile {
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
    const exists = this.csv.numberExists();
    const checked = checkPhoneNumberCsv(
      records.map(({ record, info }) => ({ record, line: info.lines })),
      { ...this.csv.names(serviceProviderSid, own), ownAccountSid: own, exists },
    );
    if ('error' in checked) throw badRequest(checked.error);
    return checked;
  }
}
