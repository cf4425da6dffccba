import { ACCESS_MESSAGES, SCOPE_LEVELS, hasScope, isViewOnly, scopeLevel } from './scope';

describe('scope levels', () => {
  it('account 0 < service_provider 1 < admin 2', () => {
    expect(SCOPE_LEVELS).toEqual({ account: 0, service_provider: 1, admin: 2 });
    expect(scopeLevel(null)).toBe(-1);
  });

  it.each([
    ['admin', 'admin', true],
    ['admin', 'account', true],
    ['service_provider', 'service_provider', true],
    ['service_provider', 'admin', false],
    ['account', 'account', true],
    ['account', 'service_provider', false],
  ] as const)('%s reaches %s: %s', (scope, min, expected) => {
    expect(hasScope(scope, min)).toBe(expected);
    expect(hasScope({ scope }, min)).toBe(expected);
  });

  it('nobody signed in reaches nothing', () => {
    expect(hasScope(null, 'account')).toBe(false);
  });

  it('view-only comes from the user flag', () => {
    expect(isViewOnly({ is_view_only: true })).toBe(true);
    expect(isViewOnly({ is_view_only: false })).toBe(false);
    expect(isViewOnly(null)).toBe(false);
  });

  it('carries the spec texts', () => {
    expect(ACCESS_MESSAGES).toEqual({
      signInRequired: 'You must log in to view that page',
      settings: 'You do not have permissions to manage Settings',
      allAccounts: 'You do not have permissions to manage all accounts',
      resource: 'You do not have access to this resource',
    });
  });
});
