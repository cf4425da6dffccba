// Registered SIP clients (an account sub-resource, docs/api/contract.md#accounts; jambonz reads them from Redis):
// `GET /Accounts/:sid/RegisteredSipUsers` (`["user@realm", …]`), `POST …` with usernames (their registrations),
// `GET …/RegisteredSipUsers/:client`; and `POST /Ingest/SipRegistrations`, what the SBC's registrar reports.
// Refusals as jambonz's `validateRequest`: another's account 403 `insufficient permissions`, an unknown one (admins)
// 400 `account not found for sid …`, an account without a SIP realm 400.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { INGEST_BATCH_MAX, sipRegistrationIngestSchema } from '@switchboard/shared/validation';
import { findAccount } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { badRequest, forbidden } from '../../../http/errors';
import { ownerScoped, type OwnerRule } from '../../../http/owner-scoped';
import { pathSid } from '../../../http/validate';
import type { Api } from '../../../http/zod';
import { NO_RECORDS, batchOf, requireReporter } from '../../observability';
import { RegisteredUsersService } from './service';

const tags = ['Accounts'];
const PRUNE_EVERY_MS = 60_000;

/** jambonz's account check for these routes: the caller's own, then the account must exist. */
const registrarAccount: OwnerRule<'account'> = (ctx, caller, sid) => {
  const accountSid = pathSid(sid);
  const account = findAccount(ctx.store, accountSid);
  const theirs =
    caller.scope === 'admin' ||
    (caller.scope === 'account'
      ? caller.account_sid === accountSid
      : account?.service_provider_sid === caller.service_provider_sid);
  if (!theirs) throw forbidden('insufficient permissions');
  if (!account) throw badRequest(`account not found for sid ${accountSid}`);
  return { kind: 'account', accountSid, serviceProviderSid: account.service_provider_sid };
};

/** The usernames to look up: an array of them; anything else (or none) means every registered client. */
const usernamesBody = z
  .unknown()
  .transform((body, ctx): string[] | null => {
    if (!Array.isArray(body) || body.length === 0) return null;
    if (!body.every((u) => typeof u === 'string' && u.length > 0 && u.length <= 64)) {
      ctx.addIssue({ code: 'custom', message: 'the body must be an array of usernames', input: body });
      return z.NEVER;
    }
    return body as string[];
  })
  .meta({
    type: 'array',
    items: { type: 'string' },
    description: 'usernames (none: every registered client)',
  });

const clientParams = z.object({ client: z.string().min(1).max(64).describe('the username') });

export async function registeredUserRoutes(app: Api): Promise<void> {
  const users = new RegisteredUsersService(app.ctx);

  const pruning = setInterval(() => users.prune(), PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  ownerScoped(app, { account: registrarAccount }, (scoped, _kind, ownerOf) => {
    scoped.get(
      '/RegisteredSipUsers',
      {
        schema: {
          summary: 'The SIP clients registered now, as username@realm',
          tags,
          response: responses({
            200: 'string[]',
            400: 'account not found, or it has no SIP realm',
            403: 'not the caller’s',
          }),
        },
      },
      async (request) => users.names(ownerOf(request)),
    );

    scoped.post(
      '/RegisteredSipUsers',
      {
        schema: {
          summary: 'The registrations of these usernames (every registered client’s without any)',
          tags,
          body: usernamesBody,
          response: responses({
            200: '[{name, contact, expiryTime, protocol, sbcAddress, proxy, user_agent, registered_status}]',
            400: 'account not found, or it has no SIP realm',
            403: 'not the caller’s',
          }),
        },
      },
      async (request) => users.details(ownerOf(request), request.body),
    );

    scoped.get(
      '/RegisteredSipUsers/:client',
      {
        schema: {
          summary: 'One SIP client’s registration and calling permissions',
          tags,
          params: clientParams,
          response: responses({ 200: '{name, contact, expiryTime, protocol, …, registered_status, proxy}' }),
        },
      },
      async (request) => users.one(ownerOf(request), request.params.client),
    );
  });

  app.post(
    '/Ingest/SipRegistrations',
    {
      preValidation: async (request: FastifyRequest) => {
        requireReporter(request);
        if (request.body === undefined) throw badRequest(NO_RECORDS);
      },
      schema: {
        summary: `Report SIP clients' REGISTERs as the SBC's registrar took them (expires 0: unregistered; up to ${INGEST_BATCH_MAX} per request)`,
        tags: ['Ingest (feature servers)'],
        body: batchOf(sipRegistrationIngestSchema),
        response: responses({
          201: '{received}',
          400: '{msg} naming the bad record',
          403: 'guard: account scope or another SP',
        }),
      },
    },
    async (request, reply) => reply.code(201).send(users.ingest(request, request.body)),
  );
}
