// The recent-calls filter text finds its calls one of two ways (queries.ts textRoute): in the owner's index (an
// account's or a service provider's), or through the rarest of the text's trigrams. Whichever is taken, the page and total must be exactly the calls
// whose numbers hold the text; and the cheaper way must be the one taken (a million calls make the wrong one miss
// the 20 ms aim: see the bench).
import { createWorld, type World } from './helpers';
import { RecordRepository } from '../src/areas/observability/records/repository';
import type { CdrRecord } from '../src/areas/observability/records/shapes';
import { textRoute } from '../src/areas/observability/recent-calls/where';
import { rareTrigrams, trigramsOf } from '../src/areas/observability/recent-calls/trigrams';
import { Random } from '../src/lib/random';

let w: World;
const NOW = Date.parse('2026-05-04T12:00:00.000Z');
const DAY = 86_400_000;
const calls: CdrRecord[] = [];

beforeAll(async () => {
  w = await createWorld({ now: () => NOW });
  const rnd = new Random('filter routes');
  // 6,000 calls over 3 days, two thirds of them the default account's; every one has a 1555 number (its
  // trigrams are in every call), the other party's number is random
  for (let i = 0; i < 6000; i += 1) {
    const at = Math.round(NOW - rnd.next() * 3 * DAY);
    const did = `1555${rnd.int(1_000_000, 1_999_999)}`;
    const other = `+1${rnd.int(200, 999)}${rnd.int(200, 999)}${String(rnd.int(0, 9999)).padStart(4, '0')}`;
    const inbound = rnd.chance(0.5);
    calls.push({
      attempted_at: at,
      answered_at: at + 4000,
      terminated_at: at + 60_000,
      answered: true,
      direction: inbound ? 'inbound' : 'outbound',
      account_sid: i % 3 === 2 ? w.acct2 : w.acct1,
      service_provider_sid: w.sp1,
      application_sid: null,
      call_sid: rnd.uuid(),
      from: inbound ? other : did,
      to: inbound ? did : other,
      sip_callid: `${rnd.hex(16)}@203.0.113.10`,
      sip_parent_callid: null,
      termination_reason: 'caller hungup',
      host: null,
      remote_host: null,
      trunk: 'carrier',
      trace_id: '00000000000000000000000000000000',
      recording_url: null,
      sip_status: 200,
      duration: 56,
    });
  }
  w.app.ctx.store.transaction(() => new RecordRepository(w.app.ctx.store).insertCdrs(calls));
});
afterAll(async () => {
  await w.app.close();
});

async function page(owner: string, text: string, days = 7) {
  const path = owner === w.sp1 ? `/v1/ServiceProviders/${owner}` : `/v1/Accounts/${owner}`;
  const res = await w.api(
    'GET',
    `${path}/RecentCalls?page=1&count=25&days=${days}&filter=${encodeURIComponent(text)}`,
    w.tokens.admin,
  );
  expect(res.statusCode).toBe(200);
  return res.json() as { total: number; data: { call_sid: string }[] };
}

/** What the screen must show: the owner's calls holding the text in either number (or the call sid), newest first. */
function expected(owner: string, text: string) {
  const matches = calls
    .filter(
      (c) =>
        (c.account_sid === owner || c.service_provider_sid === owner) &&
        (c.from.includes(text) || c.to.includes(text) || c.call_sid === text),
    )
    .sort((a, b) => b.attempted_at - a.attempted_at);
  return { total: matches.length, data: matches.slice(0, 25).map((c) => c.call_sid) };
}

const owner = () => ({ column: 'account_sid' as const, sid: w.acct1 });

test('the rarest trigrams are asked for, never one that is in every call', () => {
  const lookup = rareTrigrams(w.app.ctx.store, '5551234567', NOW);
  expect(trigramsOf('5551234567')).toContain('555');
  expect(lookup.query).not.toContain('"555"');
  expect(lookup.query.split(' AND ').length).toBeLessThanOrEqual(3);
  // the one trigram of a three-digit text is asked for however common it is
  expect(rareTrigrams(w.app.ctx.store, '555', NOW).query).toBe('"555"');
});

test('digits common to every call are checked in the owner’s index; rare ones through the trigrams', () => {
  const rare = calls.find((c) => c.account_sid === w.acct1)!.from.slice(-7);
  const provider = { column: 'service_provider_sid' as const, sid: w.sp1 };
  for (const who of [owner(), provider]) {
    expect(textRoute(w.app.ctx.store, who, NOW - 7 * DAY, null, rare).via).toBe('trigrams');
    expect(textRoute(w.app.ctx.store, who, NOW - 7 * DAY, null, '1555').via).toBe('owner-index');
    expect(textRoute(w.app.ctx.store, who, NOW - 7 * DAY, null, '55').via).toBe('owner-index');
  }
  // text that is not digits (a call sid, a user name) has rare trigrams
  expect(textRoute(w.app.ctx.store, provider, null, null, calls[0].call_sid!).via).toBe('trigrams');
});

test('either way, exactly the owner’s calls holding the text, newest first', async () => {
  const mine = calls.filter((c) => c.account_sid === w.acct1);
  const theirs = calls.find((c) => c.account_sid === w.acct2)!;
  const texts = [
    mine[0].from.slice(-7), // rare: one call or a few
    mine[1].to.slice(3, 9),
    theirs.from.slice(-8), // another account's number: none of mine (unless shared by chance)
    '1555', // in every call of the account
    '555', // too common for the trigrams
    '99',
    mine[2].call_sid!,
  ];
  for (const who of [w.acct1, w.sp1])
    for (const text of texts) {
      const got = await page(who, text);
      const want = expected(who, text);
      expect({ who, text, total: got.total, data: got.data.map((c) => c.call_sid) }).toEqual({
        who,
        text,
        ...want,
      });
    }
});
