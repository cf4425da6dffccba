// A call's trace (contract §6.3): `GET /Accounts/:sid/RecentCalls/trace/:trace_id`.
import { z } from 'zod';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import type { Api } from '../../../http/zod';
import { accountRecords } from '../access';
import { accountParams, tags } from '../docs';
import { TraceService } from './service';

const params = z.object({ ...accountParams, trace_id: z.string().describe('32 hexadecimal characters') });

export async function traceRoutes(app: Api): Promise<void> {
  const traces = new TraceService(app.ctx);

  ownerScoped(app, { account: accountRecords }, (scoped, _kind, ownerOf) => {
    scoped.get(
      '/RecentCalls/trace/:trace_id',
      {
        schema: {
          summary: "A call's trace (OTLP JSON: resourceSpans → instrumentationLibrarySpans → spans)",
          tags,
          params,
          response: responses({ 200: '{resourceSpans}', 404: 'text: no such trace' }),
        },
      },
      async (request) => traces.read(ownerOf(request).accountSid, request.params.trace_id),
    );
  });
}
