// The telephony demo data (--demo): what a person trying the portal, and the observability area's traffic
// simulator, find — carriers with gateways (registered, failing, an account's own), numbers on them, routing
// tables with their default routes, SIP clients and a Teams tenant, all valid for the API's own rules.
import { buildApp } from '../src/app';
import { DEMO_PASSWORD, seedDemo } from '../src/dev/demo/seed';
import { apiFor, login } from './helpers';

it('adds carriers, gateways, numbers, routing, SIP clients and a Teams tenant the API reads back', async () => {
  const app = await buildApp();
  await seedDemo(app.ctx);
  const api = apiFor(app);
  const spAdmin = await login(app, 'acme-telecom-admin', DEMO_PASSWORD);
  const sp = (await api('GET', '/v1/ServiceProviders', spAdmin)).json()[0].service_provider_sid as string;
  const carriers = (
    await api('GET', `/v1/ServiceProviders/${sp}/VoipCarriers?page=1&page_size=25&usage=1`, spAdmin)
  ).json();
  expect(carriers.data.map((c: { name: string }) => c.name)).toEqual([
    'Acme Support Support BYOC trunk',
    'Acme Telecom SIP trunk',
    'Backup Carrier EU',
    'Twilio Elastic SIP',
    'Voxtelesys UK',
  ]);
  const byName = (name: string) => carriers.data.find((c: { name: string }) => c.name === name);
  expect(byName('Voxtelesys UK').register_status).toMatchObject({ status: 'ok', callId: expect.any(String) });
  expect(byName('Backup Carrier EU').register_status).toMatchObject({
    status: 'fail',
    reason: '403 Forbidden',
  });
  expect(byName('Twilio Elastic SIP').phone_number_count).toBeGreaterThan(0);
  expect(byName('Twilio Elastic SIP').lcr_route_count).toBeGreaterThan(0);
  const gateways = (
    await api(
      'GET',
      `/v1/SipGateways?voip_carrier_sid=${byName('Twilio Elastic SIP').voip_carrier_sid}`,
      spAdmin,
    )
  ).json();
  expect(gateways.map((g: { ipv4: string }) => g.ipv4)).toEqual([
    '54.172.60.0',
    '54.244.51.0',
    'acme-telecom.pstn.twilio.example',
  ]);
  const smpp = (
    await api('GET', `/v1/SmppGateways?voip_carrier_sid=${byName('Voxtelesys UK').voip_carrier_sid}`, spAdmin)
  ).json();
  expect(smpp).toHaveLength(2);

  const lcrs = (await api('GET', '/v1/Lcrs', spAdmin)).json();
  expect(lcrs.map((l: { name: string; number_routes: number }) => [l.name, l.number_routes])).toEqual([
    ['Acme Sales routing', 2],
    ['Acme Telecom routing', 4],
  ]);
  const routes = (await api('GET', `/v1/LcrRoutes?lcr_sid=${lcrs[1].lcr_sid}`, spAdmin)).json();
  expect(routes.map((r: { regex: string }) => r.regex)).toEqual(['^44', '^1', '^33|^49', '.*']);
  expect(lcrs[1].default_carrier_set_entry_sid).toBe(
    routes[3].lcr_carrier_set_entries[0].lcr_carrier_set_entry_sid,
  );

  const user = await login(app, 'acme-support-user', DEMO_PASSWORD);
  const numbers = (await api('GET', '/v1/PhoneNumbers?page=1&page_size=25&filter=hotline', user)).json();
  expect(numbers.data.map((n: { description: string }) => n.description)).toEqual([
    'Acme Support Support hotline',
  ]);
  const clients = (await api('GET', '/v1/Clients', user)).json();
  expect(clients.map((c: { username: string; password: string }) => [c.username, c.password])).toEqual([
    ['alice', 'dXXXXXXXXXXX'],
    ['bob', 'dXXXXXXXXXX'],
    ['reception', 'dXXXXXXXXXXXX'],
  ]);
  expect((await api('GET', '/v1/MicrosoftTeamsTenants', user)).json()).toEqual([
    expect.objectContaining({ tenant_fqdn: 'acme-telecom-support.teams-demo.example.com' }),
  ]);
  await app.close();
});
