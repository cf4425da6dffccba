import { credentialStatus, usageOf } from './status';

const both = { use_for_tts: 1 as const, use_for_stt: 1 as const };

describe('credential status', () => {
  it('not tested when neither TTS nor STT is enabled', () => {
    expect(credentialStatus({ use_for_tts: 0, use_for_stt: 0 }, null)).toMatchObject({
      label: 'Not tested',
      detail: 'In order to test your credentials you need to enable TTS/STT.',
    });
  });
  it('OK when every side in use passed', () => {
    expect(credentialStatus(both, { tts: { status: 'ok' }, stt: { status: 'ok' } })).toMatchObject({
      label: 'OK',
      detail: 'Connection test successful',
    });
    expect(
      credentialStatus(
        { use_for_tts: 1, use_for_stt: 0 },
        { tts: { status: 'ok' }, stt: { status: 'not tested' } },
      ).label,
    ).toBe('OK');
  });
  it('failed with its reasons as TTS: … and STT: …', () => {
    expect(
      credentialStatus(both, {
        tts: { status: 'fail', reason: 'getaddrinfo ENOTFOUND api.deepgram.com' },
        stt: { status: 'fail', reason: 'HTTP 401' },
      }),
    ).toEqual({
      state: 'failed',
      label: 'Failed',
      detail: 'TTS: getaddrinfo ENOTFOUND api.deepgram.com. STT: HTTP 401',
    });
    expect(
      credentialStatus(both, { tts: { status: 'ok' }, stt: { status: 'fail', reason: 'x' } }).detail,
    ).toBe('STT: x');
  });
  it('not tested yet before the first test; Testing… while it runs', () => {
    expect(credentialStatus(both, null).label).toBe('Not tested yet');
    expect(credentialStatus(both, null, true).label).toBe('Testing…');
  });
  it('usage', () => {
    expect([
      usageOf(both),
      usageOf({ use_for_tts: 1, use_for_stt: 0 }),
      usageOf({ use_for_tts: 0, use_for_stt: 1 }),
      usageOf({ use_for_tts: 0, use_for_stt: 0 }),
    ]).toEqual(['TTS/STT', 'TTS', 'STT', 'Not in use']);
  });
});
