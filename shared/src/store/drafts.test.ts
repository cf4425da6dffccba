import { clearDrafts, saveDraft, takeDraft } from './drafts';

describe('form drafts across sessions', () => {
  afterEach(() => sessionStorage.clear());

  it('are taken once, by the same user on the same page', () => {
    saveDraft('u1', '/internal/accounts/a/edit', { name: 'Acme' });
    expect(takeDraft('u2', '/internal/accounts/a/edit')).toBeUndefined();
    expect(takeDraft('u1', '/internal/accounts/b/edit')).toBeUndefined();
    expect(takeDraft('u1', '/internal/accounts/a/edit')).toEqual({ name: 'Acme' });
    expect(takeDraft('u1', '/internal/accounts/a/edit')).toBeUndefined();
  });

  it('never keep a secret, at any depth', () => {
    saveDraft('u1', '/p', {
      name: 'Acme',
      initial_password: 'x',
      registration_hook: { url: 'https://h', username: 'bob', password: 'y' },
      webhook_secret: 'z',
      api_key: 'k',
    });
    expect(takeDraft('u1', '/p')).toEqual({
      name: 'Acme',
      registration_hook: { url: 'https://h', username: 'bob' },
    });
  });

  it('are all forgotten on a sign-out on purpose; other keys stay', () => {
    saveDraft('u1', '/p', { a: 1 });
    sessionStorage.setItem('other', 'kept');
    clearDrafts();
    expect(takeDraft('u1', '/p')).toBeUndefined();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});
