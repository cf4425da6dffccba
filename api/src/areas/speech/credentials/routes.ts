// Speech credentials (docs/api/contract.md#speech-credentials) under `/ServiceProviders/:sid/SpeechCredentials` and
// `/Accounts/:sid/SpeechCredentials`: list, read, create, update, delete, the real vendor test. Additions of this
// API: the summary of a list (last test results with reasons, the applications using each credential) and the test
// phrase synthesized with a credential ('Listen'). The vendors' lists: catalogue/routes.ts.
import { speechCredentialBodySchema } from '@switchboard/shared/validation';
import { accountGuard } from '../../../auth/access';
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, sidParams, type Api } from '../../../http/zod';
import { speechProvider } from '../access';
import { CredentialService } from './service';

const item = sidParams({ credential_sid: 'the credential' });
const mounts = { serviceProvider: speechProvider, account: accountGuard };

export async function credentialRoutes(app: Api): Promise<void> {
  const credentials = new CredentialService(app.ctx);

  resourceRoutes(app, credentials, { path: '/SpeechCredentials', item, tags: ['Speech'], mounts }, (r) => {
    r.list({
      summary: {
        service_provider: 'Speech credentials of a service provider (plus the caller’s account ones)',
        account: 'Speech credentials an account can use: its own and its service provider’s',
      },
      answers: { 200: 'SpeechCredential[]' },
    });
    r.create({
      summary: 'Create a speech credential (vendor fields per docs/api/contract.md#speech-credentials)',
      body: optionalBody(speechCredentialBodySchema),
      answers: {
        400: 'a required vendor field is missing or invalid',
        403: 'not yours',
        422: 'label in use',
      },
    });
    r.route({
      method: 'GET',
      url: '/summary',
      summary:
        'This API’s addition: per listed credential, the last test with reasons and the applications using it',
      answers: { 200: 'SpeechCredentialSummary[]' },
      run: (request, owner) => credentials.summary(request, owner),
    });
    r.read({ summary: 'One speech credential (secrets masked)', answers: { 200: 'SpeechCredential' } });
    r.update({
      summary: 'Update the flags and non-secret fields; a secret sent back masked keeps the stored one',
      body: optionalBody(speechCredentialBodySchema),
      answers: { 400: 'invalid', 403: 'not yours', 404: 'unknown', 422: 'no flag sent' },
      // a caller who may not change the credential is refused before its body is read
      check: (request, { credential_sid }, owner) =>
        credentials.credentialIn(request, owner, credential_sid, 'write'),
    });
    r.remove({
      summary: 'Delete a speech credential and its Google custom voices',
      answers: { 403: 'not yours', 404: 'unknown' },
    });
    r.route({
      method: 'GET',
      url: '/:credential_sid/test',
      summary:
        'Test the credential against its vendor (TTS: the test phrase; STT: a bundled clip), at most 10 s',
      params: item,
      answers: {
        200: '{tts: {status, reason?}, stt: {status, reason?}}',
        403: 'not yours',
        404: 'unknown',
        422: 'not a Google key',
      },
      run: (request, owner) =>
        credentials.test(
          request,
          credentials.credentialIn(request, owner, request.params.credential_sid, 'read'),
        ),
    });
    r.route({
      method: 'GET',
      url: '/:credential_sid/synthesize',
      summary: 'This API’s addition: the test phrase synthesized with the credential (audio bytes)',
      params: item,
      answers: { 200: 'audio/*', 403: 'not yours', 404: 'unknown', 502: '{msg}: the vendor’s reason' },
      run: async (request, owner, reply) => {
        const row = credentials.credentialIn(request, owner, request.params.credential_sid, 'read');
        const audio = await credentials.synthesize(row);
        return reply.type(audio.contentType).header('Cache-Control', 'no-store').send(audio.bytes);
      },
    });
  });
}
