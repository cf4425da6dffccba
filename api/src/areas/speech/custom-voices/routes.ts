// Google custom voices (docs/api/contract.md#google-custom-voices): `GET|POST /GoogleCustomVoices`, `GET|PUT|DELETE /GoogleCustomVoices/:sid`
// and `POST /GoogleCustomVoices/:sid/VoiceCloningKey` (the key as a file, multipart/form-data).
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { googleCustomVoiceBodySchema } from '@switchboard/shared/validation';
import { badRequest } from '../../../http/errors';
import { resourceRoutes } from '../../../http/resource';
import { route } from '../../../http/route';
import { optionalBody, type Api } from '../../../http/zod';
import { CustomVoiceService } from './service';

const tags = ['Speech'];
/** Any text: a voice sid that is not a sid is unknown (404), not a malformed path. */
const item = z.object({ sid: z.string().describe('the voice') });

/** Voice cloning key files are small JSON/text files; more than this is refused. */
const KEY_FILE_LIMIT = 1024 * 1024;

export async function customVoiceRoutes(app: Api): Promise<void> {
  const voices = new CustomVoiceService(app.ctx);

  resourceRoutes(app, voices, { path: '/GoogleCustomVoices', item, tags }, (r) => {
    r.list({
      summary: 'Google custom voices of a credential, or of the caller’s credentials with a label',
      querystring: z.looseObject({
        speech_credential_sid: z.string().optional(),
        account_sid: z.string().optional(),
        service_provider_sid: z.string().optional(),
        label: z.string().optional(),
      }),
      answers: {
        200: 'GoogleCustomVoice[] (voice_cloning_key cut to 100 characters)',
        400: 'no owner given',
        403: 'not yours',
        404: 'unknown credential',
      },
      run: (request) => voices.list(request, request.query),
    });
    r.create({
      summary: 'Add a custom voice to a Google credential',
      body: optionalBody(googleCustomVoiceBodySchema),
      answers: { 400: 'missing or invalid field', 403: 'not yours' },
    });
    r.read({
      summary: 'One custom voice with its whole voice cloning key',
      answers: { 200: 'GoogleCustomVoice', 403: 'not yours', 404: 'unknown' },
    });
    r.update({
      summary: 'Change a custom voice',
      body: optionalBody(googleCustomVoiceBodySchema),
      answers: { 400: 'invalid', 403: 'not yours', 404: 'unknown' },
      // a caller who may not change the voice is refused before its body is read
      check: (request, { sid }) => voices.voiceFor(request, sid, 'write'),
    });
    r.remove({ summary: 'Delete a custom voice', answers: { 403: 'not yours', 404: 'unknown' } });
  });

  // The key file arrives as multipart/form-data (field `file`); only this route parses multipart.
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: { fileSize: KEY_FILE_LIMIT, files: 1, fields: 5 } });
    route(scope, {
      method: 'POST',
      url: '/GoogleCustomVoices/:sid/VoiceCloningKey',
      summary: 'Upload a custom voice’s voice cloning key (multipart/form-data, field `file`)',
      tags,
      params: item,
      answers: { 204: 'stored', 400: 'no file', 403: 'not yours', 404: 'unknown', 413: 'too large' },
      run: async (request, _owner, reply) => {
        const owned = voices.voiceFor(request, request.params.sid, 'write');
        if (!request.isMultipart()) throw badRequest('send the key as multipart/form-data with a file field');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw badRequest('missing file');
        let text: string;
        try {
          text = (await file.toBuffer()).toString('utf8');
        } catch {
          return reply.code(413).send({ msg: 'the voice cloning key file is too large (at most 1 MB)' });
        }
        voices.storeKey(request, owned, text);
      },
    });
  });
}
