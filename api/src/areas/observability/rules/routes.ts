// Alert rules (not in jambonz; docs/api/additions.md#alert-rules): `…/AlertRules` under an account and a service
// provider — list, add, read, change, remove, and a rule's delivery log — and the scheduler that evaluates them in
// this process (engine.ts) on the API's scheduler (http/scheduled.ts), stopped with the server.
import { z } from 'zod';
import { alertRuleBodySchema } from '@switchboard/shared/validation';
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS } from '../access';
import { ownerParams, perOwner } from '../docs';
import { AlertRuleEngine } from './engine';
import { AlertRuleService } from './service';

const tags = ['Alert rules'];
const ruleParams = ownerParams.extend({ rule_sid: z.string().describe('the alert rule sid') });

export async function alertRuleRoutes(app: Api): Promise<void> {
  const rules = new AlertRuleService(app.ctx);
  const engine = new AlertRuleEngine(app.ctx);

  route(app, {
    method: 'GET',
    url: '/AlertRules',
    mounts: RECORD_MOUNTS,
    summary: perOwner((who) => `Alert rules of ${who} (not in jambonz)`),
    tags,
    params: ownerParams,
    answers: { 200: 'AlertRule[]', 403: 'guard' },
    run: (_request, owner) => rules.list(owner),
  });
  route(app, {
    method: 'POST',
    url: '/AlertRules',
    mounts: RECORD_MOUNTS,
    summary: perOwner((who) => `Add an alert rule over ${who} (not in jambonz)`),
    tags,
    params: ownerParams,
    body: alertRuleBodySchema,
    answers: { 201: '{sid}', 400: '{msg}', 403: 'guard' },
    run: (request, owner) => rules.create(owner, request.body),
  });
  route(app, {
    method: 'GET',
    url: '/AlertRules/:rule_sid',
    mounts: RECORD_MOUNTS,
    summary: perOwner((who) => `An alert rule of ${who} (not in jambonz)`),
    tags,
    params: ruleParams,
    answers: { 200: 'AlertRule', 403: 'guard', 404: '{msg}' },
    run: (request, owner) => rules.read(owner, request.params.rule_sid),
  });
  route(app, {
    method: 'PUT',
    url: '/AlertRules/:rule_sid',
    mounts: RECORD_MOUNTS,
    summary: perOwner((who) => `Change an alert rule of ${who} (not in jambonz)`),
    tags,
    params: ruleParams,
    body: alertRuleBodySchema,
    answers: { 204: 'changed', 400: '{msg}', 403: 'guard', 404: '{msg}' },
    run: (request, owner) => rules.update(owner, request.params.rule_sid, request.body),
  });
  route(app, {
    method: 'DELETE',
    url: '/AlertRules/:rule_sid',
    mounts: RECORD_MOUNTS,
    summary: perOwner((who) => `Remove an alert rule of ${who} and its delivery log (not in jambonz)`),
    tags,
    params: ruleParams,
    answers: { 204: 'removed', 403: 'guard', 404: '{msg}' },
    run: (request, owner) => rules.remove(owner, request.params.rule_sid),
  });
  route(app, {
    method: 'GET',
    url: '/AlertRules/:rule_sid/Deliveries',
    mounts: RECORD_MOUNTS,
    summary: perOwner(
      (who) => `The notifications of an alert rule of ${who}, newest first, with their tries`,
    ),
    tags,
    params: ruleParams,
    answers: { 200: 'AlertRuleDelivery[]', 403: 'guard', 404: '{msg}' },
    run: (request, owner) => rules.deliveries(owner, request.params.rule_sid),
  });

  // a test (everyMs 0, the default) runs its passes itself
  const every = engine.options.everyMs;
  if (every > 0) app.scheduler.add({ name: 'alert rules', everyMs: every, run: () => engine.pass() });
}
