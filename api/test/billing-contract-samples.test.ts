// The real jambonz API's recordings of the hosted endpoints (docs/api/contract.md#contract-samples; copied into
// billing-contract-samples/), replayed against this API in hosted mode. The recorded server ran without Stripe and
// without a root domain, so each recording is one of its 500s; this API answers those requests on purpose — the
// reason is given per sample — and the test pins what it answers instead, with the contract's shapes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { apiFor, login, type Api } from './helpers';
import { paymentSandbox } from '../src/dev/payment-sandbox';

interface Sample {
  request: { method: string; path: string; json?: unknown };
  status: number;
  body: unknown;
}

const read = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, 'billing-contract-samples', file), 'utf8')) as Sample;

let app: FastifyInstance;
let api: Api;
let admin: string;

beforeAll(async () => {
  app = await buildApp({
    hosted: true,
    adminInitialPassword: 'admin',
    billing: { sweepIntervalMs: 0, localProvider: paymentSandbox },
  });
  api = apiFor(app);
  admin = await login(app, 'admin', 'admin');
});
afterAll(() => app.close());

async function replay(file: string, token: string | null) {
  const sample = read(file);
  const res = await api(sample.request.method as 'GET', sample.request.path, token, sample.request.json);
  return { sample, res };
}

describe('hosted recordings', () => {
  it('POST_register.json: the recording failed (its service provider had no root domain); here the provider gets the configured one and the sign-up succeeds with the contract’s body', async () => {
    const { sample, res } = await replay('POST_register.json', null);
    expect(sample.status).toBe(500);
    expect(sample.body).toEqual({
      msg: 'root_domain missing for service provider 2708b1b3-2736-40ea-b502-c53d8396247f',
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'jwt',
        'user_sid',
        'account_sid',
        'root_domain',
        'name',
        'email',
        'provider',
        'pristine',
        'is_active',
        'email_validated',
        'phone_validated',
        'tutorial_completion',
        'scope',
      ].sort(),
    );
    // The same e-mail again: the contract's 400, not a second account.
    const again = await api('POST', sample.request.path, null, sample.request.json);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: 'user already exists with email new@example.com' });
  });

  it('GET_Prices.json: the recording is a server crash ("listProducts is not a function"); here the catalogue, a bare array', async () => {
    const { sample, res } = await replay('GET_Prices.json', admin);
    expect(sample).toMatchObject({ status: 500, body: { msg: 'listProducts is not a function' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    for (const entry of body)
      expect(Object.keys(entry).sort()).toEqual(
        [
          'product_sid',
          'name',
          'category',
          'stripe_product_id',
          'description',
          'unit_label',
          'prices',
        ].sort(),
      );
  });

  it('GET_Invoices.json: an admin has no account — the recording is a 500 ("account undefined not found"); here the contract’s "no customer" answer, 404 text', async () => {
    const { sample, res } = await replay('GET_Invoices.json', admin);
    expect(sample).toMatchObject({ status: 500, body: { msg: 'account undefined not found' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('Not Found');
  });
});
