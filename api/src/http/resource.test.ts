// resourceRoutes() and route() on a bare Fastify instance: the statuses they answer, the service methods they call
// with what was validated, the checks that come before the body, the mounts' owners, and the order of registration.
import Fastify from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Caller, Requester } from '../auth/caller';
import { HttpError, notFound } from './errors';
import type { OwnerRule } from './owner-scoped';
import { resourceRoutes } from './resource';
import { route } from './route';
import { optionalBody, sidParams, validatorCompiler, type Api } from './zod';

const SID = '0d4e7ad4-3b0e-4c5e-9f43-53b5b9a1e001';
const body = z.object({ name: z.string().min(2) });
const ADMIN: Caller = {
  kind: 'user',
  scope: 'admin',
  user_sid: SID,
  api_key_sid: null,
  service_provider_sid: null,
  account_sid: null,
  is_view_only: false,
};

/** A service as a resource's routes call it, recording what it was given. */
class Notes {
  readonly calls: unknown[][] = [];
  list(_requester: Requester, owner: unknown, query: { name?: string }) {
    this.calls.push(['list', owner, query]);
    return [{ sid: SID, name: query.name ?? 'all' }];
  }
  read(_requester: Requester, sid: string) {
    if (sid !== SID) throw notFound();
    return { sid, name: 'one' };
  }
  create(_requester: Requester, created: { name: string }) {
    this.calls.push(['create', created]);
    return SID;
  }
  update(_requester: Requester, sid: string, changes: { name?: string }) {
    this.calls.push(['update', sid, changes]);
  }
  remove(_requester: Requester, sid: string) {
    this.calls.push(['remove', sid]);
  }
}

async function appWith(declare: (app: Api) => void) {
  const app = Fastify().withTypeProvider() as unknown as Api;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('ctx', {} as AppContext);
  app.decorateRequest('owner', null);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    request.caller = ADMIN;
  });
  app.setErrorHandler((error, _request, reply) =>
    error instanceof HttpError
      ? reply.code(error.statusCode).send(error.body)
      : reply.code(500).send({ msg: String(error) }),
  );
  declare(app);
  await app.ready();
  return app;
}

describe('resourceRoutes', () => {
  const notes = new Notes();
  const checked: string[] = [];
  const declare = (app: Api) =>
    resourceRoutes(
      app,
      notes,
      { path: '/Notes', item: sidParams({ sid: 'the note' }), tags: ['Notes'] },
      (r) => {
        r.list({
          summary: 'Notes',
          querystring: z.looseObject({ name: z.string().optional() }),
          answers: { 200: 'Note[]' },
        });
        r.read({ summary: 'One note', answers: { 200: 'Note', 404: 'unknown' } });
        r.create({ summary: 'Add a note', body, answers: { 400: 'invalid' } });
        r.update({
          summary: 'Change a note',
          body: optionalBody(body.partial()),
          answers: { 404: 'unknown' },
          check: (_request, { sid }) => {
            checked.push(sid);
            if (sid !== SID) throw notFound();
          },
        });
        r.remove({ summary: 'Delete a note', answers: { 404: 'unknown' } });
      },
    );

  it("answers each standard operation with its status, from the service's method given what was validated", async () => {
    const app = await appWith(declare);
    expect((await app.inject({ method: 'GET', url: '/Notes?name=x' })).json()).toEqual([
      { sid: SID, name: 'x' },
    ]);
    const created = await app.inject({ method: 'POST', url: '/Notes', payload: { name: 'new' } });
    expect([created.statusCode, created.json()]).toEqual([201, { sid: SID }]);
    // the path sid comes lowercased, as its schema gives it
    const updated = await app.inject({
      method: 'PUT',
      url: `/Notes/${SID.toUpperCase()}`,
      payload: { name: 'ok' },
    });
    expect([updated.statusCode, updated.body]).toEqual([204, '']);
    const removed = await app.inject({ method: 'DELETE', url: `/Notes/${SID}` });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/Notes/${SID}` })).json()).toEqual({
      sid: SID,
      name: 'one',
    });
    expect(notes.calls).toEqual([
      ['list', null, { name: 'x' }],
      ['create', { name: 'new' }],
      ['update', SID, { name: 'ok' }],
      ['remove', SID],
    ]);
    await app.close();
  });

  it('refuses bad input with 400 before the service, and runs the path check before the body is read', async () => {
    const app = await appWith(declare);
    notes.calls.length = 0;
    expect((await app.inject({ method: 'POST', url: '/Notes', payload: { name: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'GET', url: '/Notes/not-a-sid' })).json()).toEqual({
      msg: 'Bad request',
    });
    // an unknown note is refused by the check, whatever the body says
    const other = '0d4e7ad4-3b0e-4c5e-9f43-53b5b9a1e002';
    const unknown = await app.inject({ method: 'PUT', url: `/Notes/${other}`, payload: { name: 1 } });
    expect(unknown.statusCode).toBe(404);
    expect(checked).toContain(other);
    expect(notes.calls).toEqual([]);
    await app.close();
  });

  it('registers the operations in the order they are declared', async () => {
    const urls: string[] = [];
    const app = await appWith((api) => {
      // (Fastify adds a HEAD beside each GET)
      api.addHook('onRoute', (r) => void (r.method !== 'HEAD' && urls.push(`${String(r.method)} ${r.url}`)));
      declare(api);
    });
    expect(urls).toEqual([
      'GET /Notes',
      'GET /Notes/:sid',
      'POST /Notes',
      'PUT /Notes/:sid',
      'DELETE /Notes/:sid',
    ]);
    await app.close();
  });

  it('stops at declaration when an operation has neither a run nor a service method', async () => {
    await expect(
      appWith((app) =>
        resourceRoutes(app, null, { path: '/Nothing', item: undefined, tags: [] }, (r) =>
          r.read({ summary: 'Nothing', answers: { 200: 'nothing' } } as never),
        ),
      ),
    ).rejects.toThrow('/Nothing: the service has no read()');
  });
});

/** The account in the path, as the account mount's rule resolves it (no store: any sid is one). */
const ownAccount: OwnerRule<'account'> = (_ctx, _caller, sid) => ({
  kind: 'account',
  accountSid: sid,
  serviceProviderSid: 'sp',
});

describe('route', () => {
  it('gives run the owner its mount resolved, and answers 204 with no body', async () => {
    const seen: unknown[] = [];
    const app = await appWith((api) =>
      route(api, {
        method: 'DELETE',
        url: '/Cache',
        mounts: { account: ownAccount },
        summary: 'Purge',
        tags: ['Cache'],
        answers: { 204: 'purged' },
        run: (_request, owner) => void seen.push(owner),
      }),
    );
    const res = await app.inject({ method: 'DELETE', url: `/Accounts/${SID}/Cache` });
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(seen).toEqual([{ kind: 'account', accountSid: SID, serviceProviderSid: 'sp' }]);
    await app.close();
  });

  it('hands back the reply a run answered itself', async () => {
    const app = await appWith((api) =>
      route(api, {
        method: 'POST',
        url: '/Upload',
        summary: 'Upload',
        tags: ['Files'],
        answers: { 204: 'stored', 413: 'too large' },
        run: (_request, _owner, reply) => reply.code(413).send({ msg: 'too large' }),
      }),
    );
    const res = await app.inject({ method: 'POST', url: '/Upload' });
    expect([res.statusCode, res.json()]).toEqual([413, { msg: 'too large' }]);
    await app.close();
  });
});
