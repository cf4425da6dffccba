// Applications (docs/api/contract.md#applications): who sees which (an account user does not learn that other accounts' applications
// exist), names unique per account, env vars checked against the schema the call webhook publishes, the refusal to
// delete one that is still used, and the env-var schema of a webhook (AppEnv).
import type { AppEnvLookup, AppEnvSchema, Application, EnvVars } from '@switchboard/shared/types';
import {
  MESSAGES,
  envVarsError,
  type ApplicationCreateBody,
  type ApplicationUpdateBody,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { accountNarrowing, findAccount, ownsAccount } from '../../../auth/access';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../../http/errors';
import type { OwnerOf } from '../../../http/owner-scoped';
import { likePattern, pageRequest, paged, type Page } from '../../../http/paging';
import { newSid } from '../../../lib/ids';
import { plural } from '../../../lib/plural';
import { fetchAppEnvSchema } from '../../../outbound/app-env';
import { OutboundError } from '../../../outbound/http';
import { WebhookRepository, withPasswordMasked } from '../webhooks/repository';
import { ApplicationRepository, type ApplicationOwnerRow, type ApplicationScope } from './repository';

const APPLICATION_ROW = { entity: 'application', table: 'applications', key: 'application_sid' } as const;

export interface ApplicationListQuery {
  page?: string;
  page_size?: string;
  name?: string;
}

/**
 * An application as the caller reads it: whoever may read it may change it, except a view-only user, who gets its
 * webhooks' passwords masked (docs/api/contract.md#secret-masking).
 */
function applicationShownTo(caller: Caller, app: Application): Application {
  if (!caller.is_view_only) return app;
  return {
    ...app,
    call_hook: withPasswordMasked(app.call_hook),
    call_status_hook: withPasswordMasked(app.call_status_hook),
    messaging_hook: withPasswordMasked(app.messaging_hook),
  };
}

export class ApplicationService {
  private readonly applications: ApplicationRepository;
  private readonly hooks: WebhookRepository;

  constructor(private readonly ctx: AppContext) {
    this.applications = new ApplicationRepository(ctx.store, ctx.box);
    this.hooks = new WebhookRepository(ctx.store);
  }

  /**
   * The caller's applications, an account's, or those of a provider's accounts; paged with ?page (a provider's
   * list is always the bare array, as the real server answers it).
   */
  list(
    requester: Requester,
    owner: OwnerOf<'caller' | 'account' | 'service_provider'>,
    query: ApplicationListQuery,
  ): Application[] | Page<Application> {
    const caller = callerOf(requester);
    const listed =
      owner.kind === 'service_provider'
        ? this.listed(this.providerScope(caller, owner), {}, false)
        : owner.kind === 'account'
          ? this.listed({ sql: 'app.account_sid = ?', params: [owner.accountSid] }, query, false)
          : this.listed(accountNarrowing(caller, 'app'), query, caller.scope !== 'account');
    const shown = (apps: Application[]) => apps.map((app) => applicationShownTo(caller, app));
    return Array.isArray(listed) ? shown(listed) : { ...listed, data: shown(listed.data) };
  }

  read(requester: Requester, sid: string): Application | undefined {
    this.requireVisible(requester, sid);
    const app = this.applications.read(sid);
    return app && applicationShownTo(callerOf(requester), app);
  }

  /** The application as the caller may see it: 404 for an account user (its existence is not told), else 403. */
  requireVisible(requester: Requester, sid: string): ApplicationOwnerRow {
    const caller = callerOf(requester);
    const app = this.applications.find(sid);
    if (!app) throw notFound('application not found');
    const owner =
      app.account_sid && app.account_sp
        ? { account_sid: app.account_sid, service_provider_sid: app.account_sp }
        : null;
    const allowed = caller.scope === 'admin' || (owner !== null && ownsAccount(caller, owner));
    if (!allowed)
      throw caller.scope === 'account'
        ? notFound('application not found')
        : forbidden('insufficient permissions');
    return app;
  }

  /** With its call and call-status webhooks. */
  async create(requester: Requester, body: ApplicationCreateBody): Promise<string> {
    const caller = callerOf(requester);
    const accountSid = caller.scope === 'account' ? (caller.account_sid as string) : body.account_sid;
    if (!accountSid)
      throw badRequest(
        caller.scope === 'service_provider'
          ? "missing required field: 'account_sid'"
          : 'missing field account_sid',
      );
    const account = findAccount(this.ctx.store, accountSid);
    if (!account) throw badRequest(`account not found for sid ${accountSid}`);
    if (!ownsAccount(caller, account)) throw forbidden('insufficient privileges');
    await this.checkEnvVars(body.call_hook.url, body.env_vars);
    const sid = newSid();
    auditedWrite(this.ctx, requester, { ...APPLICATION_ROW, sid, action: 'create' }, () => {
      if (this.applications.nameTaken(accountSid, body.name, null))
        throw unprocessable(MESSAGES.applicationNameInUse);
      const {
        call_hook,
        call_status_hook,
        messaging_hook,
        env_vars,
        account_sid: _a,
        service_provider_sid: _s,
        ...columns
      } = body;
      this.applications.insert({
        ...columns,
        application_sid: sid,
        account_sid: accountSid,
        call_hook_sid: this.hooks.save(null, call_hook),
        call_status_hook_sid: this.hooks.save(null, call_status_hook),
        messaging_hook_sid: this.hooks.save(null, messaging_hook),
        env_vars: env_vars ? this.ctx.box.encryptJson(env_vars) : null,
      });
    });
    return sid;
  }

  /** Hooks: an object updates the linked webhook. */
  async update(requester: Requester, sid: string, body: ApplicationUpdateBody): Promise<void> {
    const caller = callerOf(requester);
    const app = this.requireVisible(requester, sid);
    if (body.application_sid !== undefined && body.application_sid !== sid)
      throw badRequest('application_sid may not be modified');
    let accountSid = app.account_sid;
    if (body.account_sid !== undefined && body.account_sid !== app.account_sid) {
      const target = findAccount(this.ctx.store, body.account_sid);
      if (!target) throw badRequest(`account not found for sid ${body.account_sid}`);
      if (!ownsAccount(caller, target)) throw forbidden('insufficient privileges');
      accountSid = target.account_sid;
    }
    if (body.env_vars) await this.checkEnvVars(body.call_hook?.url ?? app.call_hook_url, body.env_vars);
    auditedWrite(this.ctx, requester, { ...APPLICATION_ROW, sid, action: 'update' }, () => {
      const name = body.name ?? app.name;
      if (
        (body.name !== undefined || accountSid !== app.account_sid) &&
        this.applications.nameTaken(accountSid, name, sid)
      ) {
        throw unprocessable(MESSAGES.applicationNameInUse);
      }
      const {
        call_hook,
        call_status_hook,
        messaging_hook,
        env_vars,
        application_sid: _sid,
        account_sid: _account,
        service_provider_sid: _sp,
        created_at: _created,
        ...columns
      } = body;
      const changes: Record<string, unknown> = { ...columns };
      if (accountSid !== app.account_sid) changes.account_sid = accountSid;
      if (env_vars !== undefined) changes.env_vars = env_vars ? this.ctx.box.encryptJson(env_vars) : null;
      changes.call_hook_sid = this.hooks.save(app.call_hook_sid, call_hook);
      changes.call_status_hook_sid = this.hooks.save(app.call_status_hook_sid, call_status_hook);
      changes.messaging_hook_sid = this.hooks.save(app.messaging_hook_sid, messaging_hook);
      this.applications.update(sid, changes);
      this.hooks.dropUnused([app.call_hook_sid, app.call_status_hook_sid, app.messaging_hook_sid]);
    });
  }

  /** Refused while a phone number, account, carrier, Teams tenant or call route uses it. */
  remove(requester: Requester, sid: string): void {
    const app = this.requireVisible(requester, sid);
    const users = this.applications.users(sid);
    if (users.phoneNumbers > 0) throw unprocessable('cannot delete application with phone numbers');
    const usedBy = (
      [
        [users.accounts, 'account'],
        [users.teamsTenants, 'Microsoft Teams tenant'],
        [users.carriers, 'carrier'],
        [users.callRoutes, 'call route'],
      ] as const
    )
      .filter(([n]) => n > 0)
      .map(([n, what]) => plural(n, what));
    if (usedBy.length > 0)
      throw unprocessable(`cannot delete application: it is used by ${usedBy.join(' and ')}`);
    auditedWrite(this.ctx, requester, { ...APPLICATION_ROW, sid, action: 'delete' }, () => {
      this.applications.remove(sid);
      this.hooks.dropUnused([app.call_hook_sid, app.call_status_hook_sid, app.messaging_hook_sid]);
    });
  }

  /** The env-var schema a webhook publishes (OPTIONS <url>); null when it publishes none. */
  async appEnv(url: string | undefined): Promise<AppEnvSchema | null> {
    const { schema, problem } = await this.appEnvLookup(url);
    if (problem !== null) throw badRequest(problem);
    return schema;
  }

  /**
   * `GET /AppEnv/lookup` (Switchboard's 'app-env-lookup'): the same lookup with every outcome of the webhook an
   * answer — what `GET /AppEnv` sends as a 400 (an unreachable host, an invalid schema) is `problem` — so a form that
   * looks the schema up as its URL is typed logs no failed request. A missing or too long URL is still a 400.
   */
  async appEnvLookup(url: string | undefined): Promise<AppEnvLookup> {
    if (url === undefined || url === '') throw badRequest('missing url');
    if (url.length > 1024) throw badRequest('url must be at most 1024 characters');
    try {
      const result = await fetchAppEnvSchema(url, this.ctx.options.outboundTimeoutMs);
      if (result.kind === 'invalid') return { schema: null, problem: 'Invalid appenv schema' };
      return { schema: result.kind === 'none' ? null : result.schema, problem: null };
    } catch (err) {
      if (err instanceof OutboundError) return { schema: null, problem: err.message };
      throw err;
    }
  }

  private listed(scope: ApplicationScope, query: ApplicationListQuery, wide: boolean) {
    const page = pageRequest(query);
    const pattern = likePattern(query.name);
    return paged(page, this.applications.list(scope, query.name ?? null, pattern, wide));
  }

  /** A provider's accounts' applications (an account user sees only their own account's). */
  private providerScope(caller: Caller, owner: OwnerOf<'service_provider'>): ApplicationScope {
    const ofProvider = 'app.account_sid IN (SELECT account_sid FROM accounts WHERE service_provider_sid = ?)';
    return caller.scope === 'account'
      ? {
          sql: `app.account_sid = ? AND ${ofProvider}`,
          params: [caller.account_sid, owner.serviceProviderSid],
        }
      : { sql: ofProvider, params: [owner.serviceProviderSid] };
  }

  /** Env vars checked against the schema the call webhook publishes (unreachable or none: nothing to check). */
  private async checkEnvVars(callHookUrl: string | null | undefined, envVars: EnvVars | null | undefined) {
    if (!callHookUrl || !envVars || Object.keys(envVars).length === 0) return;
    let schema: AppEnvSchema | null = null;
    try {
      const result = await fetchAppEnvSchema(callHookUrl, this.ctx.options.outboundTimeoutMs);
      if (result.kind === 'schema') schema = result.schema;
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
    }
    if (!schema) return;
    const problem = envVarsError(envVars, schema);
    if (problem) throw badRequest(problem);
  }
}
