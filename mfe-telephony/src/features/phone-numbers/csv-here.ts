// Phone-number CSV done in the browser, for an API without Switchboard's Import and Export routes (a jambonz API):
// the same columns and the same check as the server's (`checkPhoneNumberCsv` in shared), over lists read through
// the plain endpoints. Parsing uses csv-parse's browser build (the node-csv parser the API uses); writing, the
// shared CSV writer of every export.
import { parse } from 'csv-parse/browser/esm/sync';
import {
  PHONE_NUMBER_CSV_COLUMNS,
  PHONE_NUMBER_CSV_PARSE_OPTIONS,
  checkPhoneNumberCsv,
  csvRow,
  type CsvRecord,
  type PhoneNumberCsvCheck,
  type PhoneNumberCsvContext,
} from '@switchboard/shared/validation';
import type {
  Account,
  Application,
  PhoneNumber,
  PhoneNumberPayload,
  VoipCarrier,
} from '@switchboard/shared/types';

/** The file's records with their line numbers, or why it is not a CSV. */
export function parseNumbersCsv(text: string): { records: CsvRecord[] } | { error: string } {
  try {
    const rows = parse(text, PHONE_NUMBER_CSV_PARSE_OPTIONS) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return { records: rows.map(({ record, info }) => ({ record, line: info.lines })) };
  } catch (err) {
    return { error: `The file is not a valid CSV: ${(err as Error).message}` };
  }
}

/** What the names of a file may refer to, read from the plain lists of one service provider. */
export interface PlainLists {
  accounts: Account[];
  carriers: VoipCarrier[];
  applications: Application[];
  numbers: PhoneNumber[];
}

/** The shared check over the lists (an account user's lines may leave the account out). */
export function checkNumbersCsvHere(
  records: readonly CsvRecord[],
  lists: PlainLists,
  ownAccountSid: string | null,
): PhoneNumberCsvCheck {
  const existing = new Set(lists.numbers.map((n) => n.number.replace(/^\+/, '')));
  const context: PhoneNumberCsvContext = {
    accounts: lists.accounts.map((a) => ({ sid: a.account_sid, name: a.name })),
    carriers: lists.carriers.map((c) => ({
      sid: c.voip_carrier_sid,
      name: c.name,
      account_sid: c.account_sid,
    })),
    applications: lists.applications.map((a) => ({
      sid: a.application_sid,
      name: a.name,
      account_sid: a.account_sid,
    })),
    ownAccountSid,
    exists: (number) => existing.has(number),
  };
  return checkPhoneNumberCsv(records, context);
}

/** `POST /PhoneNumbers` for one checked line (a description only where the API stores them). */
export function linePayload(
  line: { number: string; voip_carrier_sid: string; account_sid: string; application_sid: string | null },
  description: string | null,
  descriptions: boolean,
): PhoneNumberPayload {
  return {
    number: line.number,
    voip_carrier_sid: line.voip_carrier_sid,
    account_sid: line.account_sid,
    application_sid: line.application_sid,
    ...(descriptions ? { description } : {}),
  };
}

/** The numbers as the server's export writes them: the import's columns, names instead of sids. */
export function numbersCsvHere(numbers: readonly PhoneNumber[], lists: Omit<PlainLists, 'numbers'>): string {
  const carrier = new Map(lists.carriers.map((c) => [c.voip_carrier_sid, c.name]));
  const account = new Map(lists.accounts.map((a) => [a.account_sid, a.name]));
  const application = new Map(lists.applications.map((a) => [a.application_sid, a.name]));
  const name = (map: Map<string, string>, sid: string | null) => (sid ? (map.get(sid) ?? sid) : '');
  const rows = [...numbers]
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((n) => [
      n.number,
      name(carrier, n.voip_carrier_sid),
      name(account, n.account_sid),
      name(application, n.application_sid),
      n.description ?? '',
    ]);
  return [PHONE_NUMBER_CSV_COLUMNS, ...rows].map(csvRow).join('');
}
