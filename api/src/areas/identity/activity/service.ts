// The audit trail, read side: who changed what, per account, per service provider, and (admins) everywhere. Paged
// like the time-series lists (docs/api/contract.md#paging: `page` and `count` required, `days` or `start`/`end`), newest first,
// with filters on who, the kind of entity and the action.
import type { AppContext } from '../../../context';
import { badRequest } from '../../../http/errors';
import type { Owner } from '../../../http/owner-scoped';
import { likePattern, paged, timeSeriesPageRequest } from '../../../http/paging';
import { ActivityRepository, type ActivityFilter } from './repository';

export const MAX_ACTIVITY_COUNT = 500;

export interface ActivityQuery {
  page?: string;
  count?: string;
  days?: string;
  start?: string;
  end?: string;
  user?: string;
  entity?: string;
  action?: string;
}

function timeRange(query: ActivityQuery, now: number): { from: string; to: string } {
  if (query.days !== undefined) {
    const days = Number(query.days);
    if (!Number.isFinite(days) || days <= 0 || days > 3650)
      throw badRequest('days must be a number from 1 to 3650');
    return {
      from: new Date(now - days * 86_400_000).toISOString(),
      to: new Date(now + 60_000).toISOString(),
    };
  }
  const start = query.start !== undefined ? Date.parse(query.start) : NaN;
  const end = query.end !== undefined ? Date.parse(query.end) : now + 60_000;
  if (query.start !== undefined && Number.isNaN(start)) throw badRequest('start must be an ISO-8601 date');
  if (Number.isNaN(end)) throw badRequest('end must be an ISO-8601 date');
  return {
    from: new Date(Number.isNaN(start) ? 0 : start).toISOString(),
    to: new Date(end).toISOString(),
  };
}

export class ActivityService {
  private readonly trail: ActivityRepository;

  constructor(private readonly ctx: AppContext) {
    this.trail = new ActivityRepository(ctx.store);
  }

  list(owner: Owner, query: ActivityQuery) {
    const request = timeSeriesPageRequest(query, MAX_ACTIVITY_COUNT);
    const range = timeRange(query, this.ctx.now());
    const user = likePattern(query.user);
    const filter: ActivityFilter = {
      owner:
        owner.kind === 'account'
          ? { column: 'account_sid', sid: owner.accountSid }
          : owner.kind === 'service_provider'
            ? { column: 'service_provider_sid', sid: owner.serviceProviderSid }
            : null,
      ...range,
      ...(user ? { user: { pattern: user, sid: query.user as string } } : {}),
      ...(query.entity ? { entity: query.entity } : {}),
      ...(query.action ? { action: query.action } : {}),
    };
    return paged(request, {
      count: () => this.trail.count(filter),
      page: (limit, offset) =>
        this.trail
          .page(filter, limit, offset)
          .map(({ changes, ...row }) => ({ ...row, changes: JSON.parse(changes) as unknown })),
    });
  }

  /** Drops entries older than the retention (AUDIT_RETENTION_DAYS); answers how many went. */
  prune(retentionDays: number): number {
    return this.trail.prune(new Date(this.ctx.now() - retentionDays * 86_400_000).toISOString());
  }
}
