// The speech services list against the platform API in memory (api/testing): which credentials a scope sees, what
// uses them and whether a delete is allowed are the API's own answers, so a contract or scope change fails here.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_ACCOUNT_SID,
  DEFAULT_SERVICE_PROVIDER_SID,
  setupContractApi,
} from '@switchboard/api/testing';
import { findToast } from '@switchboard/shared/testing';
import { renderSpeech } from '../../testing/render';

const api = setupContractApi();
const SP = `/ServiceProviders/${DEFAULT_SERVICE_PROVIDER_SID}`;
const ACCOUNT = `/Accounts/${DEFAULT_ACCOUNT_SID}`;

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

async function credential(path: string, body: Record<string, unknown>): Promise<string> {
  const admin = await api.current.adminToken();
  const { sid } = await api.current.call<{ sid: string }>('POST', `${path}/SpeechCredentials`, admin, {
    use_for_tts: true,
    use_for_stt: true,
    ...body,
  });
  return sid;
}

it('the empty list with its total', async () => {
  renderSpeech('/internal/speech-services', { preloadedState: await api.current.sessionAs('admin') });
  expect(await screen.findByText('No speech services.')).toBeInTheDocument();
  expect(screen.getByText('Total: 0 record(s)')).toBeInTheDocument();
});

it('an account user sees the service provider’s and their account’s credentials, not another account’s', async () => {
  const admin = await api.current.adminToken();
  const { sid: other } = await api.current.call<{ sid: string }>('POST', '/Accounts', admin, {
    name: 'second account',
    service_provider_sid: DEFAULT_SERVICE_PROVIDER_SID,
  });
  await credential(SP, { vendor: 'deepgram', label: 'sp', api_key: 'dg-sp-0123456789' });
  await credential(ACCOUNT, { vendor: 'soniox', api_key: 'sx-own-0123456789', use_for_tts: false });
  await credential(`/Accounts/${other}`, {
    vendor: 'deepgram',
    label: 'other',
    api_key: 'dg-other-0123456789',
  });

  renderSpeech('/internal/speech-services', { preloadedState: await api.current.sessionAs('account') });
  expect(await screen.findByRole('rowheader', { name: 'Deepgram (sp)' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Soniox' })).toBeInTheDocument();
  expect(screen.queryByRole('rowheader', { name: 'Deepgram (other)' })).toBeNull();
  expect(within(row('Soniox')).getByText('STT')).toBeInTheDocument();
  expect(await within(row('Soniox')).findByText('Not tested yet')).toBeInTheDocument();
  expect(await within(row('Soniox')).findByText('No applications')).toBeInTheDocument();
});

it('an account user may not delete the service provider’s credential, and deletes their own', async () => {
  await credential(SP, { vendor: 'deepgram', label: 'sp', api_key: 'dg-sp-0123456789' });
  const own = await credential(ACCOUNT, { vendor: 'soniox', api_key: 'sx-own-0123456789' });
  const user = userEvent.setup();
  renderSpeech('/internal/speech-services', { preloadedState: await api.current.sessionAs('account') });

  await user.click(await screen.findByRole('button', { name: 'Delete Deepgram (sp)' }));
  const refusal = await screen.findByRole('alertdialog', { name: 'Delete speech service' });
  expect(
    within(refusal).getByText('You do not have permissions to delete this Speech Credential'),
  ).toBeInTheDocument();
  await user.click(within(refusal).getByRole('button', { name: 'OK' }));

  await user.click(screen.getByRole('button', { name: 'Delete Soniox' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete speech service' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await findToast('Deleted speech service Soniox')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Soniox' })).toBeNull());
  const admin = await api.current.adminToken();
  const left = await api.current.call<{ speech_credential_sid: string }[]>(
    'GET',
    `${ACCOUNT}/SpeechCredentials`,
    admin,
  );
  expect(left.map((c) => c.speech_credential_sid)).not.toContain(own);
});
