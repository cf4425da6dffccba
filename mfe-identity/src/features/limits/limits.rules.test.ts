import type { Limit } from '@switchboard/shared/types';
import { limitChanges, limitsToForm } from './limits.rules';

const saved: Limit[] = [
  { account_limits_sid: 'a', account_sid: 'acc', category: 'voice_call_session', quantity: 10 },
  { account_limits_sid: 'b', account_sid: 'acc', category: 'voice_call_minutes', quantity: 0 },
];

describe('limits', () => {
  it('shows saved limits and blanks for the others', () => {
    expect(limitsToForm(saved)).toEqual({
      voice_call_session: '10',
      voice_call_session_license: '',
      voice_call_minutes: '0',
      voice_call_minutes_license: '',
    });
  });

  it('posts changed or new quantities, deletes cleared ones and leaves the rest alone', () => {
    expect(
      limitChanges(saved, {
        voice_call_session: '10',
        voice_call_session_license: '5',
        voice_call_minutes: ' ',
        voice_call_minutes_license: '',
      }),
    ).toEqual([
      { category: 'voice_call_session_license', quantity: 5 },
      { category: 'voice_call_minutes', remove: true },
    ]);
  });

  it('0 is a limit (unlimited), not a removal', () => {
    expect(limitChanges([], { voice_call_session: '0' })).toEqual([
      { category: 'voice_call_session', quantity: 0 },
    ]);
  });
});
