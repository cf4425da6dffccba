// Typed text, for the one name the general test missed: a Google custom voice's name (POST and PUT /GoogleCustomVoices)
// took NUL and the text-direction controls; refused with 400 {msg} like every other name (typedText,
// shared/src/validation/primitives.ts), writing nothing.
import { createWorld, databaseFingerprint, type World } from './helpers';

const HIDDEN = ['\u0000', '\u202A', '\u202E', '\u2066', '\u2069'];
const MESSAGE = 'name must not contain NUL or text-direction control characters';

let w: World;
let credential = '';
let voice = '';

beforeAll(async () => {
  w = await createWorld();
  const created = async (url: string, body: unknown) => {
    const res = await w.api('POST', url, w.tokens.admin, body);
    if (res.statusCode !== 201) throw new Error(`setup ${url}: ${res.statusCode} ${res.body}`);
    return res.json().sid as string;
  };
  credential = await created(`/v1/ServiceProviders/${w.sp1}/SpeechCredentials`, {
    vendor: 'google',
    label: 'voices',
    service_key: JSON.stringify({ private_key: 'key', client_email: 'tts@example.com' }),
  });
  voice = await created('/v1/GoogleCustomVoices', {
    speech_credential_sid: credential,
    name: 'Brand voice',
    model: 'projects/p/locations/l/models/m',
  });
}, 60000);
afterAll(() => w.app.close());

describe('a custom voice’s name', () => {
  it.each(HIDDEN.map((c) => [c.codePointAt(0)!.toString(16), c]))(
    'U+%s is refused on POST and PUT with 400 {msg}, writing nothing',
    async (_code, hidden) => {
      const before = databaseFingerprint(w.app);
      const post = await w.api('POST', '/v1/GoogleCustomVoices', w.tokens.sp, {
        speech_credential_sid: credential,
        name: `Brand${hidden}voice`,
        model: 'projects/p/locations/l/models/m',
      });
      const put = await w.api('PUT', `/v1/GoogleCustomVoices/${voice}`, w.tokens.sp, {
        name: `Brand${hidden}voice`,
      });
      expect([post.statusCode, post.json(), put.statusCode, put.json()]).toEqual([
        400,
        { msg: MESSAGE },
        400,
        { msg: MESSAGE },
      ]);
      expect(databaseFingerprint(w.app)).toBe(before);
    },
  );

  it('other characters people type stay allowed', async () => {
    const res = await w.api('PUT', `/v1/GoogleCustomVoices/${voice}`, w.tokens.sp, {
      name: 'Voix café 🎙 קול',
    });
    expect(res.statusCode).toBe(204);
    expect((await w.api('GET', `/v1/GoogleCustomVoices/${voice}`, w.tokens.sp)).json().name).toBe(
      'Voix café 🎙 קול',
    );
  });
});
