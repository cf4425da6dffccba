// Alerts (docs/api/contract.md#recent-calls-and-alerts, #service-providers, #accounts): a page of an owner's alerts, newest first, with the total.
import type { Alert } from '@switchboard/shared/types';
import type { AppContext } from '../../../context';
import type { SeriesPage } from '../queries';
import type { SeriesAnswer } from '../recent-calls/service';
import type { RecordOwner } from '../recent-calls/where';
import { AlertRepository, type AlertsFilter } from './repository';

export class AlertService {
  private readonly alerts: AlertRepository;

  constructor(ctx: AppContext) {
    this.alerts = new AlertRepository(ctx.store);
  }

  page(owner: RecordOwner, query: SeriesPage<AlertsFilter>): SeriesAnswer<Alert> {
    const page = this.alerts.page(owner, query.window, query.filter);
    return { total: page.total, page_size: query.count, page: query.page, data: page.data };
  }
}
