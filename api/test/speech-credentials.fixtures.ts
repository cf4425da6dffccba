// What the speech credential tests share (speech-credentials*.test.ts): one API per test file with the speech test
// timeout shortened, the local stand-ins of the vendors' protocols, a Google key file, both mounts' paths, and
// creating a credential.
import { createWorld, type World } from './helpers';
import { startSpeechStandins, type SpeechStandins } from './speech-standins';

// Assigned before the file's tests run; importers read them as live bindings.
export let w: World;
export let standins: SpeechStandins;

export const GOOGLE_KEY = JSON.stringify({
  type: 'service_account',
  project_id: 'demo',
  private_key:
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\n',
  client_email: 'tts@demo.iam.gserviceaccount.com',
});

beforeAll(async () => {
  w = await createWorld({ speechTestTimeoutMs: 1500 });
  standins = await startSpeechStandins();
});
afterAll(async () => {
  await standins.close();
  await w.app.close();
});

export const spPath = (sp = w.sp1) => `/v1/ServiceProviders/${sp}/SpeechCredentials`;
export const acctPath = (acct = w.acct1) => `/v1/Accounts/${acct}/SpeechCredentials`;
export async function create(body: Record<string, unknown>, token = w.tokens.admin, path = spPath()) {
  const res = await w.api('POST', path, token, body);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json().sid as string;
}
