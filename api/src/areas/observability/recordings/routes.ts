// A call's recording (contract §6.3): `GET|DELETE /Accounts/:sid/RecentCalls/:call_sid/record/:year/:month/:day/:format`.
import { z } from 'zod';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
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
const PATH = '/RecentCalls/:call_sid/record/:year/:month/:day/:format';

export async function recordingRoutes(app: Api): Promise<void> {
  const recordings = new RecordingService(app.ctx);

  ownerScoped(app, { account: accountRecords }, (scoped, _kind, ownerOf) => {
    scoped.get(
      PATH,
      {
        schema: {
          summary: "A call's recording (streamed)",
          tags,
          params,
          response: responses({ 200: 'audio/<format>', 404: 'text: no such recording' }),
        },
      },
      async (request, reply) => {
        const object = await recordings.read(ownerOf(request), request.params);
        reply.type(object.contentType);
        if (object.size !== null) reply.header('Content-Length', String(object.size));
        return reply.send(object.body);
      },
    );

    scoped.delete(
      PATH,
      {
        schema: {
          summary: "Deletes a call's recording",
          tags,
          params,
          response: responses({ 204: 'deleted', 404: 'text: no such recording' }),
        },
      },
      async (request, reply) => {
        await recordings.remove(request, ownerOf(request), request.params);
        return reply.code(204).send();
      },
    );
  });
}
