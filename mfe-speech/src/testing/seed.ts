// Seeding the speech area's component tests through the API in memory (@switchboard/api/testing): credentials,
// their tests (run for real against the vendors' stand-ins on 127.0.0.1), the applications that use them, a second
// account. What a page then shows is the API's own answer.
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  type ContractApi,
} from '@switchboard/api/testing';
import { startSpeechStandins, type SpeechStandins } from '@switchboard/api/testing/speech-standins';

/** The default service provider's and account's paths. */
export const SP = `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}`;
export const ACCOUNT = `/Accounts/${DEFAULT_ACCOUNT_SID}`;

export { SECRET_KEY_JSON } from './fixtures';
export { addAccount, addApplication } from '@switchboard/api/testing';

/** The vendors' stand-ins for a test file: started before its tests, stopped after. */
export function setupSpeechStandins(): { current: SpeechStandins } {
  const holder = { current: null as unknown as SpeechStandins };
  beforeAll(async () => {
    holder.current = await startSpeechStandins();
  });
  afterAll(() => holder.current?.close());
  return holder;
}

/** A credential of `owner` (SP or ACCOUNT path, or another account's): its sid. TTS and STT unless told. */
export async function addCredential(
  api: ContractApi,
  owner: string,
  body: Record<string, unknown>,
): Promise<string> {
  const { sid } = await api.asAdmin<{ sid: string }>('POST', `${owner}/SpeechCredentials`, {
    use_for_tts: true,
    use_for_stt: true,
    ...body,
  });
  return sid;
}

/** Tests a credential through the API (as the Test button does): the API keeps the result. */
export function testCredential(api: ContractApi, owner: string, sid: string) {
  return api.asAdmin<{ tts: { status: string }; stt: { status: string } }>(
    'GET',
    `${owner}/SpeechCredentials/${sid}/test`,
  );
}
