// Every operation of the OpenAPI document × every caller bound to tenant A (the provider's admin and view-only
// users, an account user and a view-only one, a provider's and an account's API key) against tenant B's resources
// (tenants.ts): no 2xx that reads or changes them. Generated: path parameters take B's sids, bodies are the smallest
// the operation's schema accepts with every sid field naming B's (openapi-requests.ts), so a new operation is covered
// without editing this file; one it cannot build a request for fails here with its name, unless listed with a reason.
// For every request: no 5xx; B's rows unchanged (tenant-rows.ts); a 2xx only where the path names nothing of B's,
// and then carrying none of B's identifiers (a list narrowed to the caller). The admin (user and API key) is the
// control: the same request must succeed for them, which proves it reaches B's resource and is one the API accepts.
// A second pass sends the same operations on tenant A's own things with every other sid field naming B's (a number
// routed to B's carrier, a table borrowing B's entry): nothing of A may come to name B.
// The second pass is tenant-isolation-references.test.ts; what both share is in tenant-isolation.fixtures.ts, the
// requests in tenant-isolation.requests.ts.
import { TENANT_CALLERS, type Kind } from './tenant-callers';
import {
  callersStillWork,
  identifiers,
  keepSignedIn,
  kindOf,
  ops,
  owned,
  probe,
  refreshOwned,
  rows,
  send,
  t,
} from './tenant-isolation.fixtures';
import { namedB, requestFor, tryRequest } from './tenant-isolation.requests';

interface ControlException {
  status: number;
  reason: string;
}
const CONTROL: Record<string, ControlException> = {
  'GET /v1/ServiceProviders/{sid}/SpeechCredentials/{credential_sid}/synthesize': {
    status: 502,
    reason: 'asks the vendor, whom a test cannot reach: the 502 says access was granted',
  },
  'GET /v1/Accounts/{sid}/SpeechCredentials/{credential_sid}/synthesize': {
    status: 502,
    reason: 'asks the vendor, whom a test cannot reach: the 502 says access was granted',
  },
};

it('tenant B owns what was made for it, and shares nothing with tenant A', () => {
  for (const [kind, sid] of Object.entries(t.b)) expect([kind, owned.has(sid)]).toEqual([kind, true]);
  for (const sid of Object.values(t.a).filter(Boolean))
    expect([sid, owned.has(sid) ? rows.explain(owned, sid) : []]).toEqual([sid, []]);
  expect(identifiers).toEqual(expect.arrayContaining([t.bCall.call_sid, t.bCall.sip_callid]));
});

it('every operation on tenant B’s things: no caller of tenant A reads or changes them; the admin does', async () => {
  const problems: string[] = [];
  expect(ops.length).toBeGreaterThan(150);
  for (const op of ops) {
    // a DELETE takes a fresh one of B's things, so the next operations still find theirs
    const fresh: Partial<Record<Kind, string>> = {};
    const last = op.pathParams[op.pathParams.length - 1];
    const kind = last && kindOf(op, last);
    if (op.method === 'DELETE' && kind && op.path.endsWith(`{${last}}`)) {
      fresh[kind] = await t.freshB(kind);
      refreshOwned();
    }
    const request = tryRequest(op, 'target', fresh);
    if (typeof request === 'string') {
      problems.push(request);
      continue;
    }
    for (const caller of TENANT_CALLERS) problems.push(...(await probe(op, request, caller, true)));
    // the control: the request reaches B's thing and is one the API accepts (a write is made once)
    if (!namedB) continue;
    for (const caller of request.method === 'GET' ? (['admin', 'adminKey'] as const) : (['admin'] as const)) {
      // made again: a caller of A may have made the same new thing in its own tenant (its name is taken then)
      const control = request.method === 'GET' ? request : requestFor(op, 'target', fresh);
      const res = await send(control, t.tokens[caller]);
      const expected = CONTROL[op.name];
      if (expected ? res.statusCode !== expected.status : res.statusCode >= 300)
        problems.push(
          `control ${op.name} as ${caller} (${control.method} ${control.url}) → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      if (request.method !== 'GET') {
        await keepSignedIn(caller);
        refreshOwned();
      }
    }
  }
  problems.push(...(await callersStillWork()));
  expect(problems).toEqual([]);
}, 300_000);
