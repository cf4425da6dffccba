// What the traffic simulator reports as the SBC on the demo platform: its pings (one carrier per service provider
// goes down for a while and comes back), the carriers' REGISTERs, the registered devices — read back through the
// API as the portal reads them; and its outbound calls leave through the carrier the routing rule picks.
import type {
  CarrierHealthHistory,
  CarrierHealthList,
  LcrRoute,
  Lcr,
  RecentCall,
} from '@switchboard/shared/types';
import { decideRoute, type RoutingTable } from '@switchboard/shared/validation';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD, seedDemo } from '../src/dev/demo/seed';
import { OUTAGE_MS, OUTAGE_PERIOD_MS, inOutage, outageCarriers } from '../src/dev/simulator/outages';
import { simulate } from '../src/dev/simulator/simulator';
import { apiFor, login, type Api } from './helpers';

const NOW = Date.UTC(2025, 5, 2, 18, 30);
const MIN = 60_000;
let app: FastifyInstance;
let api: Api;
let token = '';
let sp = '';

const get = async <T>(url: string): Promise<T> => {
  const res = await api('GET', url, token);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};

beforeAll(async () => {
  app = await buildApp({ now: () => NOW });
  await seedDemo(app.ctx);
  // which pinged carrier has outages follows from its (random) sid: with the North American route's carrier the
  // only one pinged, the routed calls meet its outages whatever the sids
  app.ctx.store.run(
    `UPDATE sip_gateways SET send_options_ping = 0 WHERE voip_carrier_sid IN
       (SELECT voip_carrier_sid FROM voip_carriers WHERE name <> 'Twilio Elastic SIP')`,
  );
  simulate(app.ctx.store, { seed: 5, days: 2, until: NOW, callsPerDay: 150 });
  api = apiFor(app);
  token = await login(app, 'acme-telecom-admin', DEMO_PASSWORD);
  sp = (await get<Array<{ service_provider_sid: string }>>('/v1/ServiceProviders'))[0].service_provider_sid;
}, 120_000);
afterAll(() => app.close());

it('one carrier of the provider goes down for 40 minutes every 6 hours and comes back; the others answer', async () => {
  const { carriers } = await get<CarrierHealthList>(`/v1/ServiceProviders/${sp}/CarrierHealth`);
  const histories = await Promise.all(
    carriers.map((c) => get<CarrierHealthHistory>(`/v1/VoipCarriers/${c.voip_carrier_sid}/Health`)),
  );
  // outages of ~40 minutes (a lost ping now and then makes a minute down, not an outage)
  const outagesOf = (h: CarrierHealthHistory) =>
    h.gateways.flatMap((g) => g.segments).filter((s) => s.state === 'down' && s.end - s.start >= 30 * MIN);
  const failing = histories.filter((h) => outagesOf(h).length > 0);
  expect(failing).toHaveLength(1);
  const [bad] = failing;
  const outages = outagesOf(bad);
  expect(outages.length).toBeGreaterThanOrEqual(3);
  for (const s of outages) expect(s.end - s.start).toBeLessThanOrEqual(OUTAGE_MS + 5 * MIN);
  for (let i = 1; i < outages.length; i += 1)
    expect(outages[i].start - outages[i - 1].start).toBeGreaterThan(OUTAGE_PERIOD_MS - 10 * MIN);
  const pinged = bad.gateways.find((g) => g.segments.includes(outages[0]))!;
  expect(pinged.segments[pinged.segments.indexOf(outages[0]) + 1].state).toBe('up');
  // pinged every minute for a day
  expect(pinged.pings).toBeGreaterThan(1400);
  for (const h of histories.filter((x) => x !== bad))
    for (const g of h.gateways) if (g.pings) expect(g.failed / g.pings).toBeLessThan(0.02);
});

it('the carriers’ REGISTERs: renewed while they succeed, refused credentials stay refused', async () => {
  const { carriers } = await get<CarrierHealthList>(`/v1/ServiceProviders/${sp}/CarrierHealth`);
  const byName = (name: string) => carriers.find((c) => c.name === name)!;
  expect(byName('Backup Carrier EU').registration).toMatchObject({
    state: 'unregistered',
    reason: '403 Forbidden',
  });
  const history = await get<CarrierHealthHistory>(
    `/v1/VoipCarriers/${byName('Voxtelesys UK').voip_carrier_sid}/Health`,
  );
  expect(history.registration!.attempts).toBeGreaterThanOrEqual(48);
  expect(history.registration!.recent[0]).toMatchObject({
    call_id: expect.stringMatching(/@198\.51\.100\.20$/),
  });
  // the register pcap of its last REGISTER is there to download
  const pcap = await api(
    'GET',
    `/v1/ServiceProviders/${sp}/RecentCalls/${encodeURIComponent(history.registration!.recent[0].call_id!)}/register/pcap`,
    token,
  );
  expect(pcap.statusCode).toBe(200);
});

it('three in four active SIP clients are registered, with a user agent; inactive ones are not', async () => {
  const accounts = await get<Array<{ account_sid: string; sip_realm: string | null }>>('/v1/Accounts');
  let registered = 0;
  let asked = 0;
  for (const account of accounts.filter((a) => a.sip_realm)) {
    const users = (
      await api('POST', `/v1/Accounts/${account.account_sid}/RegisteredSipUsers`, token, [
        'alice',
        'bob',
        'reception',
      ])
    ).json() as Array<{ name: string; registered_status: string; user_agent?: string; expiryTime: number }>;
    expect(users.find((u) => u.name === 'reception')?.registered_status).toBe('inactive');
    for (const u of users.filter((x) => x.name !== 'reception')) {
      asked += 1;
      if (u.registered_status !== 'active') continue;
      registered += 1;
      expect(u.user_agent).toEqual(expect.any(String));
      expect(u.expiryTime).toBeGreaterThan(NOW);
    }
  }
  expect(asked).toBeGreaterThan(4);
  expect(registered).toBeGreaterThan(0);
  expect(registered).toBeLessThan(asked + 1);
});

it('outbound calls leave through the carrier the routing rule picks, and fail while it is down', async () => {
  const lcrs = await get<Lcr[]>('/v1/Lcrs');
  const tables: RoutingTable[] = await Promise.all(
    lcrs.map(async (lcr) => ({ lcr, routes: await get<LcrRoute[]>(`/v1/LcrRoutes?lcr_sid=${lcr.lcr_sid}`) })),
  );
  const carriers = (await get<CarrierHealthList>(`/v1/ServiceProviders/${sp}/CarrierHealth`)).carriers;
  const nameOf = new Map(carriers.map((c) => [c.voip_carrier_sid, c.name]));
  const accounts = await get<Array<{ account_sid: string; service_provider_sid: string }>>('/v1/Accounts');
  const bad = [...outageCarriers(app.ctx.store)].filter((sid) => nameOf.has(sid));
  expect(bad).toHaveLength(1);
  expect(nameOf.get(bad[0])).toBe('Twilio Elastic SIP');
  const badName = nameOf.get(bad[0]);
  let checked = 0;
  let failedInOutage = 0;
  for (const account of accounts) {
    const calls = (
      await get<{ data: RecentCall[] }>(
        `/v1/Accounts/${account.account_sid}/RecentCalls?page=1&count=500&days=2&direction=outbound`,
      )
    ).data;
    for (const call of calls) {
      const decision = decideRoute(call.to ?? '', tables, {
        accountSid: account.account_sid,
        serviceProviderSid: account.service_provider_sid,
      });
      const used = decision.carriers.find((c) => c.used);
      if (!used) continue;
      expect({ to: call.to, trunk: call.trunk }).toEqual({
        to: call.to,
        trunk: nameOf.get(used.voip_carrier_sid),
      });
      checked += 1;
      if (call.trunk === badName && inOutage({ sid: bad[0], outage: true }, Date.parse(call.attempted_at))) {
        expect(call).toMatchObject({ sip_status: 503, answered: false });
        failedInOutage += 1;
      }
    }
  }
  expect(checked).toBeGreaterThan(100);
  expect(failedInOutage).toBeGreaterThan(0);
});
