// SIP clients — device credentials (contract §6.14): listed by scope, passwords stored encrypted and shown as their
// first character and X's; a username is unique within its account; the account must have a SIP realm (spec §5).
// Unlike the real server, reads, changes and deletes check that the client is the caller's.
import type { FastifyInstance } from 'fastify';
import type { Client } from '@switchboard/shared/types';
import {
  TELEPHONY_MESSAGES,
  clientCreateBodySchema,
  clientUpdateBodySchema,
  maskClientPassword,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../context';
import type { Store } from '../../db/store';
import { callerOf, type Caller } from '../../auth/caller';
import { accountNarrowing, findAccount, ownsAccount } from '../../auth/access';
import { recordAudit } from '../../audit/audit';
import { docs } from '../../http/docs';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { parseWith } from '../../http/validate';
import type { SecretBox } from '../../lib/secret-box';
import { newSid } from '../../lib/ids';
import { bodyOf } from './common';

interface ClientRow extends Client {
  account_sp: string;
}

const CLIENT_SELECT = `SELECT c.*, acc.service_provider_sid AS account_sp FROM clients c
  JOIN accounts acc ON acc.account_sid = c.account_sid`;

function clientFromRow(row: ClientRow, box: SecretBox): Client {
  const { account_sp: _sp, password, ...client } = row;
  let clear: string | null = null;
  if (password) {
    try {
      clear = box.decrypt(password);
    } catch {
      clear = null;
    }
  }
  return { ...client, password: maskClientPassword(clear) ?? '{X' };
}

function requireClient(store: Store, caller: Caller, sid: string): ClientRow {
  const row = store.get<ClientRow>(`${CLIENT_SELECT} WHERE c.client_sid = ?`, sid);
  if (!row || !ownsAccount(caller, { account_sid: row.account_sid, service_provider_sid: row.account_sp }))
    throw notFound();
  return row;
}

const usernameTaken = (store: Store, accountSid: string, username: string, exceptSid: string | null) =>
  Boolean(
    store.get(
      'SELECT 1 FROM clients WHERE account_sid = ? AND username = ? AND client_sid IS NOT ?',
      accountSid,
      username,
      exceptSid,
    ),
  );

export function clientRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store, box } = ctx;
  const CLIENT = { sid: 'the client' };

  /** The account of a client: known, the caller's, with a SIP realm. */
  const accountFor = (caller: Caller, accountSid: string | undefined | null) => {
    if (!accountSid) throw badRequest('missing field account_sid');
    const account = findAccount(store, accountSid);
    if (!account) throw badRequest('unknown account_sid');
    if (!ownsAccount(caller, account)) throw forbidden('insufficient permissions');
    const realm = store.get<{ sip_realm: string | null }>(
      'SELECT sip_realm FROM accounts WHERE account_sid = ?',
      accountSid,
    );
    if (!realm?.sip_realm) throw badRequest(TELEPHONY_MESSAGES.sipRealmNotSet);
    return account;
  };

  v1.get(
    '/Clients',
    {
      schema: docs({
        summary: 'SIP clients the caller may see (passwords masked)',
        tags: ['SIP clients'],
        responses: { 200: 'Client[]' },
      }),
    },
    async (request) => {
      const narrow = accountNarrowing(callerOf(request), 'c');
      return store
        .all<ClientRow>(`${CLIENT_SELECT} WHERE ${narrow.sql} ORDER BY c.username`, ...narrow.params)
        .map((row) => clientFromRow(row, box));
    },
  );

  v1.get(
    '/Clients/:sid',
    {
      schema: docs({
        summary: 'One SIP client (password masked)',
        tags: ['SIP clients'],
        params: CLIENT,
        responses: { 200: 'Client', 404: 'unknown or not visible' },
      }),
    },
    async (request) =>
      clientFromRow(requireClient(store, callerOf(request), (request.params as { sid: string }).sid), box),
  );

  v1.post(
    '/Clients',
    {
      schema: docs({
        summary: 'Add a SIP client to an account that has a SIP realm (username unique in the account)',
        tags: ['SIP clients'],
        body: clientCreateBodySchema,
        responses: {
          201: '{sid}',
          400: 'invalid field, username taken or no SIP realm',
          403: 'account not the caller’s',
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const raw = bodyOf(request);
      const body = parseWith(clientCreateBodySchema, raw);
      const account = accountFor(
        caller,
        body.account_sid ?? (caller.scope === 'account' ? caller.account_sid : null),
      );
      const sid = newSid();
      const row = {
        client_sid: sid,
        account_sid: account.account_sid,
        username: body.username,
        password: box.encrypt(body.password),
        is_active: body.is_active ?? 1,
        allow_direct_app_calling: body.allow_direct_app_calling ?? 1,
        allow_direct_queue_calling: body.allow_direct_queue_calling ?? 1,
        allow_direct_user_calling: body.allow_direct_user_calling ?? 1,
      };
      store.transaction(() => {
        if (usernameTaken(store, account.account_sid, body.username, null))
          throw badRequest(TELEPHONY_MESSAGES.clientUsernameTaken);
        store.insert('clients', row);
        recordAudit(ctx, request, {
          entity: 'client',
          entitySid: sid,
          action: 'create',
          after: row,
          accountSid: account.account_sid,
          serviceProviderSid: account.service_provider_sid,
        });
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.put(
    '/Clients/:sid',
    {
      schema: docs({
        summary: 'Change a SIP client (a password in the body replaces the stored one)',
        tags: ['SIP clients'],
        params: CLIENT,
        body: clientUpdateBodySchema,
        responses: { 204: 'updated', 400: 'invalid field or username taken', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const current = requireClient(store, caller, (request.params as { sid: string }).sid);
      const body = parseWith(clientUpdateBodySchema, bodyOf(request));
      const accountSid = body.account_sid ?? current.account_sid;
      const account =
        accountSid !== current.account_sid
          ? accountFor(caller, accountSid)
          : { account_sid: current.account_sid, service_provider_sid: current.account_sp };
      const { client_sid: _sid, password, ...fields } = body;
      const changes: Record<string, unknown> = { ...fields };
      if (password !== undefined) changes.password = box.encrypt(password);
      const username = body.username ?? current.username ?? '';
      store.transaction(() => {
        if (
          (body.username !== undefined || accountSid !== current.account_sid) &&
          usernameTaken(store, accountSid, username, current.client_sid)
        )
          throw badRequest(TELEPHONY_MESSAGES.clientUsernameTaken);
        store.update('clients', 'client_sid', current.client_sid, changes);
        const { account_sp: _sp, ...before } = current;
        recordAudit(ctx, request, {
          entity: 'client',
          entitySid: current.client_sid,
          action: 'update',
          before,
          after: { ...before, ...changes },
          accountSid: account.account_sid,
          serviceProviderSid: account.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/Clients/:sid',
    {
      schema: docs({
        summary: 'Delete a SIP client',
        tags: ['SIP clients'],
        params: CLIENT,
        responses: { 204: 'deleted', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const current = requireClient(store, callerOf(request), (request.params as { sid: string }).sid);
      store.transaction(() => {
        store.run('DELETE FROM clients WHERE client_sid = ?', current.client_sid);
        const { account_sp: _sp, ...before } = current;
        recordAudit(ctx, request, {
          entity: 'client',
          entitySid: current.client_sid,
          action: 'delete',
          before,
          accountSid: current.account_sid,
          serviceProviderSid: current.account_sp,
        });
      });
      return reply.code(204).send();
    },
  );
}
