import { MESSAGES } from '@switchboard/shared/constants';
import { accountSaveErrorMessage, accountToForm, recordingPayload } from './account.rules';

describe('account rules', () => {
  it('recording off saves record_all_calls 0 and vendor none', () => {
    expect(recordingPayload({ ...accountToForm(undefined, undefined), enable_recording: false })).toEqual({
      record_all_calls: 0,
      bucket_credential: { vendor: 'none' },
    });
  });

  it('maps the real server’s duplicate-key texts to the spec’s messages', () => {
    expect(accountSaveErrorMessage("Duplicate entry 'x' for key 'accounts.sip_realm'")).toEqual({
      field: 'sip_realm',
      message: MESSAGES.sipRealmInUse,
    });
    expect(accountSaveErrorMessage('insufficient permissions')).toEqual({
      message: 'insufficient permissions',
    });
  });
});
