// Google custom voices (contract §6.15): `GET|POST /GoogleCustomVoices`, `GET|PUT|DELETE /GoogleCustomVoices/:sid`
// and `POST /GoogleCustomVoices/:sid/VoiceCloningKey` (the key as a file, multipart/form-data).
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { googleCustomVoiceBodySchema } from '@switchboard/shared/validation';
import { responses } from '../../../http/docs';
import { badRequest } from '../../../http/errors';
import { checkPath, optionalBody, type Api } from '../../../http/zod';
import { CustomVoiceService } from './service';

const tags = ['Speech'];
/** Any text: a voice sid that is not a sid is unknown (404), not a malformed path. */
const params = z.object({ sid: z.string().describe('the voice') });

/** Voice cloning key files are small JSON/text files; more than this is refused. */
const KEY_FILE_LIMIT = 1024 * 1024;

export async function customVoiceRoutes(app: Api): Promise<void> {
  const voices = new CustomVoiceService(app.ctx);
  /** A caller who may not change the voice is refused before its body is read. */
  const writable = checkPath(params, (request, { sid }) => voices.voiceFor(request, sid, 'write'));

  app.get(
    '/GoogleCustomVoices',
    {
      schema: {
        summary: 'Google custom voices of a credential, or of the caller’s credentials with a label',
        tags,
        querystring: z.looseObject({
          speech_credential_sid: z.string().optional(),
          account_sid: z.string().optional(),
          service_provider_sid: z.string().optional(),
          label: z.string().optional(),
        }),
        response: responses({
          200: 'GoogleCustomVoice[] (voice_cloning_key cut to 100 characters)',
          400: 'no owner given',
          403: 'not yours',
          404: 'unknown credential',
        }),
      },
    },
    async (request) => voices.list(request, request.query),
  );

  app.post(
    '/GoogleCustomVoices',
    {
      schema: {
        summary: 'Add a custom voice to a Google credential',
        tags,
        body: optionalBody(googleCustomVoiceBodySchema),
        response: responses({ 201: '{sid}', 400: 'missing or invalid field', 403: 'not yours' }),
      },
    },
    async (request, reply) => reply.code(201).send({ sid: voices.create(request, request.body) }),
  );

  app.get(
    '/GoogleCustomVoices/:sid',
    {
      schema: {
        summary: 'One custom voice with its whole voice cloning key',
        tags,
        params,
        response: responses({ 200: 'GoogleCustomVoice', 403: 'not yours', 404: 'unknown' }),
      },
    },
    async (request) => voices.read(request, request.params.sid),
  );

  app.put(
    '/GoogleCustomVoices/:sid',
    {
      preValidation: writable,
      schema: {
        summary: 'Change a custom voice',
        tags,
        params,
        body: optionalBody(googleCustomVoiceBodySchema),
        response: responses({ 204: 'updated', 400: 'invalid', 403: 'not yours', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      voices.update(request, voices.voiceFor(request, request.params.sid, 'write'), request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/GoogleCustomVoices/:sid',
    {
      schema: {
        summary: 'Delete a custom voice',
        tags,
        params,
        response: responses({ 204: 'deleted', 403: 'not yours', 404: 'unknown' }),
      },
    },
    async (request, reply) => {
      voices.remove(request, voices.voiceFor(request, request.params.sid, 'write'));
      return reply.code(204).send();
    },
  );

  // The key file arrives as multipart/form-data (field `file`); only this route parses multipart.
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: { fileSize: KEY_FILE_LIMIT, files: 1, fields: 5 } });
    scope.post(
      '/GoogleCustomVoices/:sid/VoiceCloningKey',
      {
        schema: {
          summary: 'Upload a custom voice’s voice cloning key (multipart/form-data, field `file`)',
          tags,
          params,
          response: responses({
            204: 'stored',
            400: 'no file',
            403: 'not yours',
            404: 'unknown',
            413: 'too large',
          }),
        },
      },
      async (request, reply) => {
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
        return reply.code(204).send();
      },
    );
  });
}
