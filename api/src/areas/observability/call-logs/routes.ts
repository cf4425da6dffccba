// A call's log lines (docs/api/contract.md#service-providers): `GET /Accounts/:sid/RecentCalls/:call_sid/logs`; under a service provider the
// real server's 400 saying to ask under the account.
import { z } from 'zod';
import { badRequest } from '../../../http/errors';
import { route } from '../../../http/route';
import { checkedAs, type Api } from '../../../http/zod';
import { accountRecords } from '../access';
import { accountParams, tags } from '../docs';
import { CallLogService } from './service';

/** The log group, as given (the feature server's by default). */
const logsQuery = checkedAs(
  z.looseObject({}).transform((query) => ({
    logGroupName: String(query.logGroupName || 'jambonz-feature_server'),
  })),
  z.looseObject({ logGroupName: z.string().optional() }),
);

export async function callLogRoutes(app: Api): Promise<void> {
  const logs = new CallLogService(app.ctx);

  route(app, {
    method: 'GET',
    url: '/RecentCalls/:call_sid/logs',
    mounts: { account: accountRecords },
    summary: "A call's log lines (bare array of strings), from the configured logs source",
    tags,
    params: z.object({ ...accountParams, call_sid: z.string().describe('the call sid') }),
    querystring: logsQuery,
    answers: { 200: 'string[]', 400: '{msg}: no logs source', 404: '{msg: "Call not found"}' },
    run: (request, owner) =>
      logs.lines(owner.accountSid, request.params.call_sid, request.query.logGroupName),
  });

  // Not a route of the contract, only its refusal: left out of the OpenAPI document, so declared as Fastify has it.
  app.get('/ServiceProviders/:sid/RecentCalls/:call_sid/logs', { schema: { hide: true } }, async () => {
    throw badRequest(
      'account_sid is required,please use /Accounts/{account_sid}/RecentCalls/{call_sid}/logs',
    );
  });
}
