// What the applications tests share (applications.list/add/env-speech/edit.test.tsx): the API in memory (a fresh
// install's default account has 'hello world' and 'dial time'), the service provider's Google credential, reading
// back what the API holds, and the form's basic fields filled in as a user would.
import { screen } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { readBack } from '@switchboard/shared/testing';
import type { Application, SupportedLanguagesAndVoices } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  SP_SID as TEST_SP_SID,
  addSpeechCredential,
} from '../../testing/seed';
import type { renderIdentity } from '../../testing/render';

export const { api, sessionAs } = setupContractTest();
export const SP = `/ServiceProviders/${TEST_SP_SID}`;
/** A service key file as Google issues one. */
export const SERVICE_KEY = JSON.stringify({
  type: 'service_account',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n',
  client_email: 'tts@demo.iam.gserviceaccount.com',
});
/** The service provider's Google credential (TTS and STT): its sid. */
export const google = (fields: Record<string, unknown> = {}) =>
  addSpeechCredential(api.current, { vendor: 'google', service_key: SERVICE_KEY, ...fields });
/** The languages and voices the API lists for a vendor. */
export const catalogue = (vendor: string) =>
  api.current.asAdmin<SupportedLanguagesAndVoices>(
    'GET',
    `${SP}/SpeechCredentials/speech/supportedLanguagesAndVoices?vendor=${vendor}`,
  );
export const applications = () =>
  readBack(() => api.current.asAdmin<Application[]>('GET', `/Accounts/${TEST_ACCOUNT_SID}/Applications`));

export const listRequests = (accountSid = TEST_ACCOUNT_SID) =>
  api.current.requests.filter(
    (r) => r.method === 'GET' && r.path === `/Accounts/${accountSid}/Applications` && r.search,
  );

/** Name and both webhook URLs: what the add form needs before anything else. */
export async function fillBasics(user: ReturnType<typeof renderIdentity>['user'], name = 'my app') {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), name);
  await user.type(screen.getByRole('textbox', { name: 'Calling webhook URL' }), 'https://example.com/call');
  await user.type(
    screen.getByRole('textbox', { name: 'Call status webhook URL' }),
    'https://example.com/status',
  );
}
