import { MESSAGES } from '@switchboard/shared/constants';
import {
  accountDeleteBlockers,
  accountSaveErrorMessage,
  accountToForm,
  recordingPayload,
} from './account.rules';

describe('account rules', () => {
  it('lists what remains, at most five names per kind', () => {
    const applications = Array.from({ length: 7 }, (_, i) => ({ name: `app${i}` }));
    expect(
      accountDeleteBlockers({
        applications,
        phoneNumbers: [],
        teamsTenants: [],
        apiKeys: [{ token: 'abcd-1234' }],
      }),
    ).toEqual(['7 applications: app0, app1, app2, app3, app4 and 2 more', '1 API key: ending 1234']);
    expect(
      accountDeleteBlockers({ applications: [], phoneNumbers: [], teamsTenants: [], apiKeys: [] }),
    ).toEqual([]);
  });

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
