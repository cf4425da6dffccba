/**
 * @jest-environment node
 */
// What the API can do, asked by the host's server for every browser and served with config.json
// (scripts/lib/api-capabilities.cjs): a jambonz API's 401 there becomes "the contract alone", and the browser no
// longer asks (nor logs the 401).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTES_OFF, usePageOnlyBuild } from './server-fixtures';

/* eslint-disable @typescript-eslint/no-require-imports */
const { createAppServer } = require('../../scripts/lib/app-server.cjs');
const {
  createCapabilitiesProbe,
  probeTarget,
  KNOWN_FOR_MS,
  RETRY_AFTER_MS,
} = require('../../scripts/lib/api-capabilities.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const distOf = usePageOnlyBuild();

/** An API answering `GET /v1/Capabilities` as told; what it was asked is in `asked`. */
async function fakeApi(answer: { status: number; body: string }) {
  const asked: string[] = [];
  const api = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url} ${request.headers.authorization ?? '-'}`);
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const { port } = api.address() as AddressInfo;
  return { asked, answer, origin: `http://127.0.0.1:${port}`, close: () => api.close() };
}

const closing: (() => unknown)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

async function hostBehind(env: Record<string, string>) {
  const host = await createAppServer({
    app: 'host',
    dist: distOf(),
    env: { HOST_PORT: '8080', ...REMOTES_OFF, ...env },
  });
  closing.push(() => host.server.close());
  const configJson = async () =>
    JSON.parse((await host.server.inject({ url: '/config.json' })).body) as Record<string, unknown>;
  /** What config.json carries once the question its first request set going has its answer. */
  const answered = async () => {
    await configJson();
    await host.capabilities.settled();
    return (await configJson()).apiCapabilities;
  };
  return { ...host, configJson, answered };
}

describe('the capabilities served with config.json', () => {
  it("our API's document: the first config.json goes without, the next ones carry it; asked once, no token", async () => {
    const api = await fakeApi({
      status: 200,
      body: JSON.stringify({ api: 'switchboard', version: '0.1.0', features: ['search', 'two-factor'] }),
    });
    closing.push(api.close);
    const host = await hostBehind({ API_UPSTREAM: api.origin });
    expect((await host.configJson()).apiCapabilities).toBeUndefined();
    await host.capabilities.settled();
    const expected = { api: 'switchboard', version: '0.1.0', features: ['search', 'two-factor'] };
    expect((await host.configJson()).apiCapabilities).toEqual(expected);
    expect((await host.configJson()).apiCapabilities).toEqual(expected);
    expect(api.asked).toEqual(['GET /v1/Capabilities -']);
  });

  it("a jambonz API's 401 (it has no such document): the contract alone", async () => {
    const api = await fakeApi({ status: 401, body: 'Unauthorized' });
    closing.push(api.close);
    const host = await hostBehind({ API_UPSTREAM: api.origin });
    expect(await host.answered()).toEqual({ api: 'jambonz', version: '', features: [] });
  });

  it('an API that fails or is down says nothing: config.json goes without, and the browser asks', async () => {
    const failing = await fakeApi({ status: 503, body: '{"msg":"down"}' });
    closing.push(failing.close);
    const host = await hostBehind({ API_UPSTREAM: failing.origin });
    expect(await host.answered()).toBeUndefined();

    const gone = await fakeApi({ status: 200, body: '{}' });
    gone.close();
    const orphan = await hostBehind({ API_UPSTREAM: gone.origin });
    expect(await orphan.answered()).toBeUndefined();
  });

  it('an absolute API_BASE_URL is asked directly', async () => {
    const api = await fakeApi({ status: 404, body: '' });
    closing.push(api.close);
    const host = await hostBehind({ API_BASE_URL: `${api.origin}/v1` });
    expect(await host.answered()).toEqual({ api: 'jambonz', version: '', features: [] });
    expect(api.asked).toEqual(['GET /v1/Capabilities -']);
  });
});

describe('the probe', () => {
  it('asks where this server can: an absolute URL, or a path under its own /api proxy', () => {
    expect(probeTarget(undefined)).toEqual({ url: '/api/v1/Capabilities', own: true });
    expect(probeTarget('/api/v1/')).toEqual({ url: '/api/v1/Capabilities', own: true });
    expect(probeTarget('https://jambonz.example.com/v1')).toEqual({
      url: 'https://jambonz.example.com/v1/Capabilities',
      own: false,
    });
    // served by something in front of this server
    expect(probeTarget('/jambonz/v1')).toBeNull();
  });

  it('asks again once a known answer is old, and soon after no answer; keeps the last answer meanwhile', async () => {
    let clock = 0;
    const answers = [
      { status: 200, body: '{"api":"switchboard","version":"1","features":["search"]}' },
      { status: 502, body: '' },
      { status: 200, body: '{"api":"switchboard","version":"2","features":[]}' },
    ];
    const asked: string[] = [];
    const fetchImpl = async (url: string) => {
      asked.push(url);
      const { status, body } = answers.shift()!;
      return new Response(body, { status });
    };
    const probe = createCapabilitiesProbe(null, { now: () => clock, fetchImpl });
    const base = 'https://api.example/v1';
    expect(probe.current(base)).toBeNull();
    await probe.settled();
    expect(probe.current(base)?.version).toBe('1');
    clock += KNOWN_FOR_MS - 1;
    expect(probe.current(base)?.version).toBe('1');
    expect(asked).toHaveLength(1);
    clock += 1; // due: asked again, the 502 keeps the last answer
    probe.current(base);
    await probe.settled();
    expect(probe.current(base)?.version).toBe('1');
    clock += RETRY_AFTER_MS;
    probe.current(base);
    await probe.settled();
    expect(probe.current(base)?.version).toBe('2');
    expect(asked).toEqual([`${base}/Capabilities`, `${base}/Capabilities`, `${base}/Capabilities`]);
  });
});
