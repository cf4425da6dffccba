// The languages, voices and models of a speech vendor (what the application form offers):
// `GET /ServiceProviders/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=` and the same under an
// account.
import { z } from 'zod';
import { accountGuard } from '../../../auth/access';
import { route } from '../../../http/route';
import type { Api } from '../../../http/zod';
import { speechProvider } from '../access';
import { languagesAndVoices } from './catalogue';

const languagesQuery = z.looseObject({
  vendor: z
    .string()
    .optional()
    .describe('e.g. google, aws, microsoft, deepgram, elevenlabs, ibm, nuance, nvidia, or custom:<name>'),
  label: z.string().optional(),
  create_new: z.string().optional(),
});

export async function catalogueRoutes(app: Api): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/SpeechCredentials/speech/supportedLanguagesAndVoices',
    mounts: { serviceProvider: speechProvider, account: accountGuard },
    summary: 'Languages, voices and models of a speech vendor',
    tags: ['Speech'],
    querystring: languagesQuery,
    answers: { 200: '{tts?, stt?, models?, sttModels?}', 400: 'vendor missing', 422: 'unknown vendor' },
    run: (request) => languagesAndVoices(request.query.vendor),
  });
}
