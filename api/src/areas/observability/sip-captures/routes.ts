// SIP captures (docs/api/contract.md#service-providers, #accounts): `GET /Accounts/:sid/RecentCalls/:call_id` (and under a service provider), the
// summary of a Call-ID's captured messages, and `…/RecentCalls/:call_id/:method/pcap`, the dialog as libpcap.
import { z } from 'zod';
import { resourceRoutes } from '../../../http/resource';
import type { Api } from '../../../http/zod';
import { RECORD_MOUNTS, recordOwner } from '../access';
import { ownerParams, tags } from '../docs';
import { CaptureService, requirePcapMethod } from './service';

const callParams = ownerParams.extend({ call_id: z.string().describe('the SIP Call-ID') });
const pcapParams = callParams.extend({ method: z.string().describe('invite | register') });

export async function sipCaptureRoutes(app: Api): Promise<void> {
  const captures = new CaptureService(app.ctx);

  // Both read the owner's records: one mount each for an account and a service provider.
  resourceRoutes(
    app,
    null,
    { path: '/RecentCalls/:call_id', item: undefined, tags, mounts: RECORD_MOUNTS },
    (call) => {
      call.route({
        method: 'GET',
        url: '',
        summary:
          'The SIP messages captured for a Call-ID (calls and registrations, last 7 days); total > 0: a pcap exists',
        params: callParams,
        answers: { 200: '{total, data: {messages}}', 404: 'text: nothing captured' },
        run: (request, owner) => captures.summary(recordOwner(owner), request.params.call_id),
      });
      call.route({
        method: 'GET',
        url: '/:method/pcap',
        // an unknown method is refused before the owner is (the real server's order)
        onRequest: async (request) => void requirePcapMethod(pcapParams.parse(request.params).method),
        summary: 'The SIP dialog of a Call-ID as a libpcap file (method invite or register)',
        params: pcapParams,
        answers: {
          200: 'application/octet-stream (libpcap)',
          400: 'text: unknown method',
          404: 'text: nothing captured',
        },
        run: (request, owner, reply) => {
          const { call_id: callId, method } = request.params;
          const pcap = captures.pcap(recordOwner(owner), callId, requirePcapMethod(method));
          return reply
            .type('application/octet-stream')
            .header('Content-Disposition', `attachment; filename=${pcap.fileName}`)
            .send(pcap.file);
        },
      });
    },
  );
}
