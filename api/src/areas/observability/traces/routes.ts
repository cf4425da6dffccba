// A call's trace (docs/api/contract.md#service-providers): `GET /Accounts/:sid/RecentCalls/trace/:trace_id`.
import { z } from 'zod';
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { accountRecords } from '../access';
import { accountParams, tags } from '../docs';
import { TraceService } from './service';

export async function traceRoutes(app: Api): Promise<void> {
  const traces = new TraceService(app.ctx);

  route(app, {
    method: 'GET',
    url: '/RecentCalls/trace/:trace_id',
    mounts: { account: accountRecords },
    summary: "A call's trace (OTLP JSON: resourceSpans → instrumentationLibrarySpans → spans)",
    tags,
    params: z.object({ ...accountParams, trace_id: z.string().describe('32 hexadecimal characters') }),
    answers: { 200: '{resourceSpans}', 404: 'text: no such trace' },
    run: (request, owner) => traces.read(owner.accountSid, request.params.trace_id),
  });
}
