// SIP captures (contract §6.3, §6.4): `GET /Accounts/:sid/RecentCalls/:call_id` (and under a service provider), the
// summary of a Call-ID's captured messages, and `…/RecentCalls/:call_id/:method/pcap`, the dialog as libpcap.
import { z } from 'zod';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { ownerParams, tags } from '../docs';
import { CaptureService, requirePcapMethod } from './service';

const callParams = ownerParams.extend({ call_id: z.string().describe('the SIP Call-ID') });
const pcapParams = callParams.extend({ method: z.string().describe('invite | register') });

export async function sipCaptureRoutes(app: Api): Promise<void> {
  const captures = new CaptureService(app.ctx);

  ownerScoped(app, RECORD_MOUNTS, (scoped, _kind, ownerOf) => {
    scoped.get(
      '/RecentCalls/:call_id',
      {
        schema: {
          summary:
            'The SIP messages captured for a Call-ID (calls and registrations, last 7 days); total > 0: a pcap exists',
          tags,
          params: callParams,
          response: responses({ 200: '{total, data: {messages}}', 404: 'text: nothing captured' }),
        },
      },
      async (request) => captures.summary(recordOwner(ownerOf(request)), request.params.call_id),
    );

    scoped.get(
      '/RecentCalls/:call_id/:method/pcap',
      {
        // an unknown method is refused before the owner is (the real server's order)
        onRequest: async (request) => void requirePcapMethod(pcapParams.parse(request.params).method),
        schema: {
          summary: 'The SIP dialog of a Call-ID as a libpcap file (method invite or register)',
          tags,
          params: pcapParams,
          response: responses({
            200: 'application/octet-stream (libpcap)',
            400: 'text: unknown method',
            404: 'text: nothing captured',
          }),
        },
      },
      async (request, reply) => {
        const { call_id: callId, method } = request.params;
        const pcap = captures.pcap(recordOwner(ownerOf(request)), callId, requirePcapMethod(method));
        return reply
          .type('application/octet-stream')
          .header('Content-Disposition', `attachment; filename=${pcap.fileName}`)
          .send(pcap.file);
      },
    );
  });
}
