// The telephony rows of `npm run bench -w api`: 100,000 phone numbers across the bench's accounts (a tenth with a
// description), the list's first page, a filtered page and a number search (targets: p99 ≤ 20 ms, 1 connection),
// and the CSV import of a 100,000-line file (target: under 10 s).
import type { Store } from '../../db/store';
import { newSid } from '../../lib/ids';

export const PHONE_NUMBERS = 100_000;
export const IMPORT_LINES = 100_000;
/** p99 targets (ms, one connection) of the phone-number scenarios; the import's target in seconds. */
export const TELEPHONY_TARGETS = { p99Ms: 20, importSeconds: 10 } as const;

const DESCRIPTIONS = ['Support hotline', 'Sales', 'Main line', 'After hours', 'Campaign'];

/** 100,000 numbers over every account of `serviceProviderSid`, on three carriers, in one transaction. */
export function seedPhoneNumbers(store: Store, serviceProviderSid: string): void {
  const started = Date.now();
  const accounts = store.all<{ account_sid: string }>(
    'SELECT account_sid FROM accounts WHERE service_provider_sid = ? ORDER BY name',
    serviceProviderSid,
  );
  store.transaction(() => {
    const carriers = ['Bench trunk A', 'Bench trunk B', 'Bench trunk C'].map((name, index) => {
      const sid = newSid();
      store.insert('voip_carriers', {
        voip_carrier_sid: sid,
        name,
        service_provider_sid: serviceProviderSid,
      });
      store.insert('sip_gateways', {
        sip_gateway_sid: newSid(),
        ipv4: `198.51.100.${10 + index}`,
        port: 5060,
        inbound: 1,
        outbound: 1,
        voip_carrier_sid: sid,
      });
      return sid;
    });
    const insert = store.db.prepare(
      `INSERT INTO phone_numbers (phone_number_sid, number, voip_carrier_sid, account_sid, service_provider_sid, description)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (let i = 0; i < PHONE_NUMBERS; i += 1) {
      insert.run(
        newSid(),
        String(15550000000 + i * 7),
        carriers[i % carriers.length],
        accounts[i % accounts.length].account_sid,
        serviceProviderSid,
        i % 10 === 0 ? `${DESCRIPTIONS[(i / 10) % DESCRIPTIONS.length]} ${i}` : null,
      );
    }
  });
  console.log(`seeded ${PHONE_NUMBERS} phone numbers in ${Date.now() - started} ms`);
}

/** The phone-number list scenarios (name, URL, p99 target in ms). */
export function phoneNumberScenarios(
  serviceProviderSid: string,
  accountSid: string,
): [string, string, number][] {
  const sp = `service_provider_sid=${serviceProviderSid}`;
  return [
    [
      `PhoneNumbers page 1 (${PHONE_NUMBERS.toLocaleString('en')} numbers)`,
      `/v1/PhoneNumbers?page=1&page_size=25&${sp}`,
      TELEPHONY_TARGETS.p99Ms,
    ],
    [
      'PhoneNumbers filtered page (one account, "support")',
      `/v1/PhoneNumbers?page=1&page_size=25&${sp}&account_sid=${accountSid}&filter=support`,
      TELEPHONY_TARGETS.p99Ms,
    ],
    [
      'PhoneNumbers number search (filter=0086415)',
      `/v1/PhoneNumbers?page=1&page_size=25&${sp}&filter=0086415`,
      TELEPHONY_TARGETS.p99Ms,
    ],
    [
      'PhoneNumbers page 400 (no filter)',
      `/v1/PhoneNumbers?page=400&page_size=25&${sp}`,
      TELEPHONY_TARGETS.p99Ms,
    ],
  ];
}

/** Imports a 100,000-line CSV of new numbers (all or nothing) and says how long it took. */
export async function measureImport(
  base: string,
  token: string,
  serviceProviderSid: string,
): Promise<number> {
  const lines = ['number,carrier,account,description'];
  for (let i = 0; i < IMPORT_LINES; i += 1)
    lines.push(`+1666${String(i).padStart(7, '0')},Bench trunk A,bench account 001,import ${i}`);
  const started = performance.now();
  const response = await fetch(`${base}/v1/PhoneNumbers/Import?service_provider_sid=${serviceProviderSid}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: lines.join('\n'),
  });
  const seconds = (performance.now() - started) / 1000;
  const report = (await response.json()) as { created?: number; msg?: string };
  if (!response.ok || report.created !== IMPORT_LINES)
    throw new Error(`the import failed: ${response.status} ${JSON.stringify(report).slice(0, 300)}`);
  return seconds;
}
