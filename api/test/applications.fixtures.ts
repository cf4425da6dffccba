// What the application API tests share (applications*.test.ts): one API per test file, a local "application" whose
// OPTIONS answers are the environment-variable schemas of `schemas` (at `base`), and an application's body.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWorld, type World } from './helpers';

// Assigned before the file's tests run; importers read them as live bindings.
export let w: World;
let hooks: http.Server;
export let base: string;
/** what the local "application" answers to OPTIONS, per path */
export const schemas: Record<string, { status: number; body: string }> = {
  '/with-env': {
    status: 200,
    body: JSON.stringify({
      API_KEY: { type: 'string', description: 'The key', required: true, obscure: true },
      RETRIES: { type: 'number', description: 'Retries', default: 3 },
      CARRIER: { type: 'string', description: 'Carrier', jambonzResource: 'carriers' },
    }),
  },
  '/no-env': { status: 404, body: 'not here' },
  '/bad-schema': { status: 200, body: JSON.stringify({ 'bad key': { type: 'date' } }) },
  '/not-json': { status: 200, body: '<html>hi</html>' },
};

beforeAll(async () => {
  hooks = http.createServer((req, res) => {
    const answer = req.method === 'OPTIONS' ? schemas[req.url ?? ''] : undefined;
    res.statusCode = answer?.status ?? 404;
    res.setHeader('content-type', 'application/json');
    res.end(answer?.body ?? '');
  });
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
  w = await createWorld();
});
afterAll(async () => {
  await w.app.close();
  await new Promise((resolve) => hooks.close(resolve));
});
export const app = (extra: Record<string, unknown> = {}) => ({
  name: `app ${Math.random().toString(36).slice(2, 8)}`,
  call_hook: { url: 'https://example.com/call', method: 'POST' },
  call_status_hook: { url: 'https://example.com/status', method: 'POST' },
  ...extra,
});
