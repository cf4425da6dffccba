// Speech credentials (contract §6.5) under `/ServiceProviders/:sid/SpeechCredentials` and
// `/Accounts/:sid/SpeechCredentials`: list, read, create, update, delete, the real vendor test. Additions of this
// API: the summary of a list (last test results with reasons, the applications using each credential) and the test
// phrase synthesized with a credential ('Listen'). The vendors' lists: catalogue/routes.ts.
import { speechCredentialBodySchema } from '@switchboard/shared/validation';
import { accountGuard } from '../../../auth/access';
import { responses } from '../../../http/docs';
import { ownerScoped } from '../../../http/owner-scoped';
import { checkPath, optionalBody, sidParams, type Api } from '../../../http/zod';
import { speechProvider } from '../access';
import { CredentialService } from './service';

const tags = ['Speech'];
const one = sidParams({ credential_sid: 'the credential' });

const LIST_SUMMARY = {
  service_provider: 'Speech credentials of a service provider (plus the caller’s account ones)',
  account: 'Speech credentials an account can use: its own and its service provider’s',
};

export async function credentialRoutes(app: Api): Promise<void> {
  const credentials = new CredentialService(app.ctx);

  ownerScoped(app, { serviceProvider: speechProvider, account: accountGuard }, (scoped, kind, ownerOf) => {
    scoped.get(
      '/SpeechCredentials',
      { schema: { summary: LIST_SUMMARY[kind], tags, response: responses({ 200: 'SpeechCredential[]' }) } },
      async (request) => credentials.list(request, ownerOf(request)),
    );

    scoped.post(
      '/SpeechCredentials',
      {
        schema: {
          summary: 'Create a speech credential (vendor fields per contract §5.7)',
          tags,
          body: optionalBody(speechCredentialBodySchema),
          response: responses({
            201: '{sid}',
            400: 'a required vendor field is missing or invalid',
            403: 'not yours',
            422: 'label in use',
          }),
        },
      },
      async (request, reply) =>
        reply.code(201).send({ sid: credentials.create(request, ownerOf(request), request.body) }),
    );

    scoped.get(
      '/SpeechCredentials/summary',
      {
        schema: {
          summary:
            'This API’s addition: per listed credential, the last test with reasons and the applications using it',
          tags,
          response: responses({ 200: 'SpeechCredentialSummary[]' }),
        },
      },
      async (request) => credentials.summary(request, ownerOf(request)),
    );

    scoped.get(
      '/SpeechCredentials/:credential_sid',
      {
        schema: {
          summary: 'One speech credential (secrets masked)',
          tags,
          params: one,
          response: responses({ 200: 'SpeechCredential' }),
        },
      },
      async (request) => credentials.read(request, request.params.credential_sid),
    );

    scoped.put(
      '/SpeechCredentials/:credential_sid',
      {
        // a caller who may not change the credential is refused before its body is read
        preValidation: checkPath(one, (request, { credential_sid }) =>
          credentials.credentialIn(request, ownerOf(request), credential_sid, 'write'),
        ),
        schema: {
          summary: 'Update the flags and non-secret fields; a secret sent back masked keeps the stored one',
          tags,
          params: one,
          body: optionalBody(speechCredentialBodySchema),
          response: responses({
            204: 'updated',
            400: 'invalid',
            403: 'not yours',
            404: 'unknown',
            422: 'no flag sent',
          }),
        },
      },
      async (request, reply) => {
        const row = credentials.credentialIn(
          request,
          ownerOf(request),
          request.params.credential_sid,
          'write',
        );
        credentials.update(request, row, request.body);
        return reply.code(204).send();
      },
    );

    scoped.delete(
      '/SpeechCredentials/:credential_sid',
      {
        schema: {
          summary: 'Delete a speech credential and its Google custom voices',
          tags,
          params: one,
          response: responses({ 204: 'deleted', 403: 'not yours', 404: 'unknown' }),
        },
      },
      async (request, reply) => {
        const row = credentials.credentialIn(
          request,
          ownerOf(request),
          request.params.credential_sid,
          'write',
        );
        credentials.remove(request, row);
        return reply.code(204).send();
      },
    );

    scoped.get(
      '/SpeechCredentials/:credential_sid/test',
      {
        schema: {
          summary:
            'Test the credential against its vendor (TTS: the test phrase; STT: a bundled clip), at most 10 s',
          tags,
          params: one,
          response: responses({
            200: '{tts: {status, reason?}, stt: {status, reason?}}',
            403: 'not yours',
            404: 'unknown',
            422: 'not a Google key',
          }),
        },
      },
      async (request) =>
        credentials.test(
          request,
          credentials.credentialIn(request, ownerOf(request), request.params.credential_sid, 'read'),
        ),
    );

    scoped.get(
      '/SpeechCredentials/:credential_sid/synthesize',
      {
        schema: {
          summary: 'This API’s addition: the test phrase synthesized with the credential (audio bytes)',
          tags,
          params: one,
          response: responses({
            200: 'audio/*',
            403: 'not yours',
            404: 'unknown',
            502: '{msg}: the vendor’s reason',
          }),
        },
      },
      async (request, reply) => {
        const row = credentials.credentialIn(
          request,
          ownerOf(request),
          request.params.credential_sid,
          'read',
        );
        const audio = await credentials.synthesize(row);
        return reply.type(audio.contentType).header('Cache-Control', 'no-store').send(audio.bytes);
      },
    );
  });
}
