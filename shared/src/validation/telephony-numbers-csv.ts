// The check of a phone-number CSV, once for both places it runs: Switchboard's API (`POST /PhoneNumbers/Import`,
// looking names up in its database) and the browser (on a jambonz API, which has no import: the portal checks the
// file against the lists it reads, then creates the numbers one by one). Parsing stays with each side (csv-parse's
// Node and browser builds); this takes the parsed records.
import type { PhoneNumberImportProblem, PhoneNumberImportReport } from '@switchboard/shared/types';
import { PHONE_NUMBER_CSV_COLUMNS, TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import { isSid } from './primitives';
import { normalisePhoneNumber, phoneNumberCsvColumns, phoneNumberCsvLineError } from './telephony-numbers';

/**
 * How both sides read a file with csv-parse (its Node and browser builds): a BOM and blank lines allowed, cells
 * trimmed, short lines kept (missing cells are empty), each record with its line number.
 */
export const PHONE_NUMBER_CSV_PARSE_OPTIONS = {
  bom: true,
  info: true,
  relax_column_count: true,
  skip_empty_lines: true,
  trim: true,
} as const;

/** How many duplicates and invalid lines a report lists (their totals are always given). */
export const PHONE_NUMBER_IMPORT_LISTED_PROBLEMS = 500;

/** An account, carrier or application a line may name (carriers: `account_sid` null = the provider's own). */
export interface CsvNamed {
  sid: string;
  name: string;
  account_sid?: string | null;
}

/** Looks an entity up by sid or by name (any case); a name used twice is ambiguous. */
class Lookup {
  private readonly bySid = new Map<string, CsvNamed>();
  private readonly byName = new Map<string, CsvNamed[]>();

  constructor(rows: readonly CsvNamed[]) {
    for (const row of rows) {
      this.bySid.set(row.sid.toLowerCase(), row);
      const key = row.name.trim().toLowerCase();
      this.byName.set(key, [...(this.byName.get(key) ?? []), row]);
    }
  }

  find(value: string, what: string, keep: (row: CsvNamed) => boolean = () => true): CsvNamed | string {
    const key = value.trim().toLowerCase();
    if (isSid(value)) return this.bySid.get(key) ?? T.csvUnknown(what, value);
    const matches = (this.byName.get(key) ?? []).filter(keep);
    if (matches.length === 0) return T.csvUnknown(what, value);
    if (matches.length > 1) return T.csvAmbiguous(what, value);
    return matches[0];
  }
}

/** One data line of the file as a parser gives it, with its line number in the file. */
export interface CsvRecord {
  record: string[];
  line: number;
}

/** What the names of a file may refer to, and what already exists. */
export interface PhoneNumberCsvContext {
  accounts: readonly CsvNamed[];
  carriers: readonly CsvNamed[];
  /** each with its `account_sid` */
  applications: readonly CsvNamed[];
  /** An account user's account: used where a line names none. */
  ownAccountSid?: string | null;
  /** Whether `number` (as stored: no +) is already on the platform. */
  exists: (number: string) => boolean;
}

/** A line that will be created. */
export interface PhoneNumberCsvLine {
  line: number;
  number: string;
  voip_carrier_sid: string;
  account_sid: string;
  application_sid: string | null;
  description: string | null;
}

export type PhoneNumberCsvCheck =
  { error: string } | { report: PhoneNumberImportReport; lines: PhoneNumberCsvLine[] };

/**
 * Checks a whole file (header first): what would be created, the duplicates (in the file, or already there) and
 * every invalid line with its reason. An empty file or missing columns is an `error` for the whole file.
 */
export function checkPhoneNumberCsv(
  records: readonly CsvRecord[],
  context: PhoneNumberCsvContext,
): PhoneNumberCsvCheck {
  if (records.length === 0) return { error: T.csvEmpty };
  const header = phoneNumberCsvColumns(records[0].record);
  if ('error' in header) return header;
  const { columns } = header;
  const cell = (record: string[], column: (typeof PHONE_NUMBER_CSV_COLUMNS)[number]) =>
    columns[column] === undefined ? '' : (record[columns[column]!] ?? '').trim();
  const accounts = new Lookup(context.accounts);
  const carriers = new Lookup(context.carriers);
  const applications = new Lookup(context.applications);

  const invalid: PhoneNumberImportProblem[] = [];
  const duplicates: PhoneNumberImportProblem[] = [];
  let invalidTotal = 0;
  let duplicatesTotal = 0;
  const seen = new Map<string, number>();
  const lines: PhoneNumberCsvLine[] = [];
  const problem = (list: PhoneNumberImportProblem[], entry: PhoneNumberImportProblem) => {
    if (list.length < PHONE_NUMBER_IMPORT_LISTED_PROBLEMS) list.push(entry);
  };

  for (const { record, line } of records.slice(1)) {
    const raw = cell(record, 'number');
    const description = cell(record, 'description');
    const refuse = (reason: string) => {
      invalidTotal += 1;
      problem(invalid, { line, number: raw, reason });
    };
    const ownError = phoneNumberCsvLineError({ number: raw, description });
    if (ownError) {
      refuse(ownError);
      continue;
    }
    const accountValue = cell(record, 'account') || (context.ownAccountSid ?? '');
    if (!accountValue) {
      refuse(T.accountRequired);
      continue;
    }
    const account = accounts.find(accountValue, 'account');
    if (typeof account === 'string') {
      refuse(account);
      continue;
    }
    const carrierValue = cell(record, 'carrier');
    if (!carrierValue) {
      refuse(T.carrierRequired);
      continue;
    }
    const usable = (c: CsvNamed) => !c.account_sid || c.account_sid === account.sid;
    const carrier = carriers.find(carrierValue, 'carrier', usable);
    if (typeof carrier === 'string') {
      refuse(carrier);
      continue;
    }
    if (!usable(carrier)) {
      refuse(T.carrierNotForAccount);
      continue;
    }
    const applicationValue = cell(record, 'application');
    let applicationSid: string | null = null;
    if (applicationValue) {
      const application = applications.find(
        applicationValue,
        'application',
        (a) => a.account_sid === account.sid,
      );
      if (typeof application === 'string') {
        refuse(application);
        continue;
      }
      if (application.account_sid !== account.sid) {
        refuse(T.applicationNotForAccount);
        continue;
      }
      applicationSid = application.sid;
    }
    const number = normalisePhoneNumber(raw);
    const earlier = seen.get(number);
    if (earlier !== undefined) {
      duplicatesTotal += 1;
      problem(duplicates, { line, number: raw, reason: T.csvDuplicateInFile(earlier) });
      continue;
    }
    seen.set(number, line);
    if (context.exists(number)) {
      duplicatesTotal += 1;
      problem(duplicates, { line, number: raw, reason: T.csvAlreadyExists });
      continue;
    }
    lines.push({
      line,
      number,
      voip_carrier_sid: carrier.sid,
      account_sid: account.sid,
      application_sid: applicationSid,
      description: description || null,
    });
  }
  return {
    report: {
      rows: records.length - 1,
      to_create: lines.length,
      duplicates,
      duplicates_total: duplicatesTotal,
      invalid,
      invalid_total: invalidTotal,
    },
    lines,
  };
}
