import { keeperInterval, keeperStep } from './session-keeper';

const iat = 1_000_000;
const exp = iat + 600;
const at = (seconds: number) => (iat + seconds) * 1000;

describe('keeperStep', () => {
  it('waits in the first half of the token’s life, active or not', () => {
    expect(keeperStep({ nowMs: at(100), iat, exp, lastActivityMs: at(90), canRenew: true })).toBe('wait');
  });

  it('renews in the second half when the user was active since the token was issued', () => {
    expect(keeperStep({ nowMs: at(301), iat, exp, lastActivityMs: at(10), canRenew: true })).toBe('renew');
  });

  it('leaves an idle session to run out, then ends it', () => {
    expect(keeperStep({ nowMs: at(599), iat, exp, lastActivityMs: at(-5), canRenew: true })).toBe('wait');
    expect(keeperStep({ nowMs: at(600), iat, exp, lastActivityMs: at(-5), canRenew: true })).toBe('expire');
  });

  it('never renews on an API without token renewal (a jambonz API), but still ends the session on time', () => {
    expect(keeperStep({ nowMs: at(500), iat, exp, lastActivityMs: at(499), canRenew: false })).toBe('wait');
    expect(keeperStep({ nowMs: at(601), iat, exp, lastActivityMs: at(600), canRenew: false })).toBe('expire');
  });

  it('looks every 1 to 15 seconds', () => {
    expect(keeperInterval(iat, iat + 20)).toBe(1000);
    expect(keeperInterval(iat, iat + 3600)).toBe(15_000);
  });
});
