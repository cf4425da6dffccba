// A call's recording (docs/api/contract.md#service-providers): `GET|DELETE /Accounts/:sid/RecentCalls/:call_sid/record/:year/:month/:day/:format`.
import { z } from 'zod';
import { resourceRoutes } from '../../../http/resource';
import type { Api } from '../../../http/zod';
import { accountRecords } from '../access';
import { accountParams, tags } from '../docs';
import { RecordingService } from './service';

const params = z.object({
  ...accountParams,
  call_sid: z.string().describe('the call sid'),
  year: z.string().describe('yyyy'),
  month: z.string().describe('mm'),
  day: z.string().describe('dd'),
  format: z.string().describe('wav | mp3'),
});
const path = '/RecentCalls/:call_sid/record/:year/:month/:day/:format';

export async function recordingRoutes(app: Api): Promise<void> {
  const recordings = new RecordingService(app.ctx);

  // One recording, named by its whole path: read (streamed) and deleted.
  resourceRoutes(
    app,
    null,
    { path, item: undefined, tags, mounts: { account: accountRecords } },
    (recording) => {
      recording.route({
        method: 'GET',
        url: '',
        summary: "A call's recording (streamed)",
        params,
        answers: { 200: 'audio/<format>', 404: 'text: no such recording' },
        run: async (request, owner, reply) => {
          const object = await recordings.read(owner, request.params);
          reply.type(object.contentType);
          if (object.size !== null) reply.header('Content-Length', String(object.size));
          return reply.send(object.body);
        },
      });
      recording.route({
        method: 'DELETE',
        url: '',
        summary: "Deletes a call's recording",
        params,
        answers: { 204: 'deleted', 404: 'text: no such recording' },
        run: (request, owner) => recordings.remove(request, owner, request.params),
      });
    },
  );
}
