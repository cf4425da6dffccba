// Call recording on an account's page against the API in memory: the bucket's rules, the bucket test, saving it
// with the account, turning recording off, and the feature switch.
import { screen, waitFor } from '@testing-library/react';
import { apiUrl, http, HttpResponse, readBack } from '@switchboard/shared/testing';
import type { Account } from '@switchboard/shared/types';
import { ACCOUNT_SID as TEST_ACCOUNT_SID } from '../../testing/seed';
import { renderIdentity } from '../../testing/render';
import { api, editUrl, saveButton, sessionAs } from './AccountFormPage.fixtures';

describe('Call recording', () => {
  async function enableRecording(user: ReturnType<typeof renderIdentity>['user']) {
    await user.click(await screen.findByRole('switch', { name: 'Enable call recording' }));
  }

  it('validates the bucket: name, AWS keys, and tag keys and values', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await enableRecording(user);
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('us-east-1');
    expect(screen.getByRole('radio', { name: 'mp3' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.click(await saveButton());
    expect(await screen.findByText('Bucket name is required')).toBeInTheDocument();
    expect(screen.getByText('Access key ID is required')).toBeInTheDocument();
    expect(screen.getByText('Secret access key is required')).toBeInTheDocument();
    expect(screen.getByText('Tag key is required')).toBeInTheDocument();
    expect(screen.getByText('Tag value is required')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)).toHaveLength(0);
  });

  it('a Google key must be JSON with private_key and client_email', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await enableRecording(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bucket vendor' }), 'Google');
    await user.type(screen.getByRole('textbox', { name: 'Bucket name' }), 'recordings');
    const file = new File(['{"client_email": "x@y.z"}'], 'key.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Service key file'), file);
    expect(await screen.findByText('Invalid service key file, could not parse as JSON.')).toBeInTheDocument();
    const good = new File(
      [
        JSON.stringify({
          client_email: 'rec@proj.iam.gserviceaccount.com',
          private_key: '-----BEGIN PRIVATE KEY-----',
        }),
      ],
      'good.json',
      { type: 'application/json' },
    );
    await user.upload(screen.getByLabelText('Service key file'), good);
    expect(await screen.findByText('Service account: rec@proj.iam.gserviceaccount.com')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByText('Invalid service key file, could not parse as JSON.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('tests the bucket: the server’s reason on failure, "Bucket Credential is valid." on success', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    await enableRecording(user);
    // an S3-compatible store whose host does not resolve: the API tries it for real
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bucket vendor' }), 'AWS-compatible');
    await user.type(screen.getByRole('textbox', { name: 'Endpoint' }), 'https://s3.example.invalid');
    await user.type(screen.getByRole('textbox', { name: 'Bucket name' }), 'recordings');
    await user.type(screen.getByRole('textbox', { name: 'Access key ID' }), 'AKIAEXAMPLE');
    await user.type(screen.getByLabelText('Secret access key'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('could not reach s3.example.invalid: ENOTFOUND')).toBeInTheDocument();
    expect(api.current.sent('POST', `/Accounts/${TEST_ACCOUNT_SID}/BucketCredentialTest`)[0].body).toEqual({
      vendor: 's3_compatible',
      endpoint: 'https://s3.example.invalid',
      name: 'recordings',
      region: 'us-east-1',
      access_key_id: 'AKIAEXAMPLE',
      secret_access_key: 'secret',
    });
    // a bucket that accepts the credential, which no test here can reach
    api.server.use(
      http.post(apiUrl('/Accounts/:sid/BucketCredentialTest'), () => HttpResponse.json({ status: 'ok' })),
    );
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Bucket Credential is valid.')).toBeInTheDocument();
  });

  it('saves the bucket with the account, and turning recording off saves record_all_calls 0 and vendor none', async () => {
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('service_provider') });
    await enableRecording(user);
    await user.click(screen.getByRole('checkbox', { name: 'Record all calls' }));
    await user.click(screen.getByRole('radio', { name: 'wav' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bucket vendor' }), 'Azure');
    await user.type(screen.getByRole('textbox', { name: 'Bucket name' }), 'recordings');
    await user.type(
      screen.getByLabelText('Connection string'),
      'DefaultEndpointsProtocol=https;AccountName=x',
    );
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(screen.getByRole('textbox', { name: 'Tag 1 key' }), 'team');
    await user.type(screen.getByRole('textbox', { name: 'Tag 1 value' }), 'voice');
    await user.click(await saveButton());
    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)[0].body).toMatchObject({
      record_all_calls: 1,
      record_format: 'wav',
      bucket_credential: {
        vendor: 'azure',
        name: 'recordings',
        connection_string: 'DefaultEndpointsProtocol=https;AccountName=x',
        tags: [{ Key: 'team', Value: 'voice' }],
      },
    });
  });

  it('turning recording off saves record_all_calls 0 and vendor none', async () => {
    await api.current.asAdmin('PUT', `/Accounts/${TEST_ACCOUNT_SID}`, {
      record_all_calls: 1,
      bucket_credential: {
        vendor: 'aws_s3',
        name: 'rec',
        region: 'eu-west-1',
        access_key_id: 'AKIA',
        secret_access_key: 'secret-of-the-bucket',
      },
    });
    const { user } = renderIdentity(editUrl, { preloadedState: sessionAs('admin') });
    const toggle = await screen.findByRole('switch', { name: 'Enable call recording' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Region' })).toHaveValue('eu-west-1');
    await user.click(toggle);
    await user.click(await saveButton());
    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Accounts/${TEST_ACCOUNT_SID}`)[0].body).toMatchObject({
      record_all_calls: 0,
      bucket_credential: { vendor: 'none' },
    });
    const saved = await readBack(() => api.current.asAdmin<Account>('GET', `/Accounts/${TEST_ACCOUNT_SID}`));
    expect(saved.record_all_calls).toBe(0);
  });

  it('is hidden when the recording feature is off', async () => {
    renderIdentity(editUrl, {
      preloadedState: sessionAs('admin'),
      config: { features: { recording: false } },
    });
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('switch', { name: 'Enable call recording' })).not.toBeInTheDocument();
  });
});
