import { accountDeleteBlockers, accountDeleteRefusal, apiKeyName, apiKeyNameIn } from './account-deletion';
import { sayInEnglish } from './remaining';
import { serviceProviderDeleteBlockers, serviceProviderDeleteRefusal } from './service-provider-deletion';

describe('what keeps an account from being deleted', () => {
  it('one line per kind that remains, in the rule’s order, at most five names each', () => {
    const lines = accountDeleteBlockers({
      apiKeys: { names: [apiKeyName('abcd-1234')] },
      applications: { names: ['app0', 'app1', 'app2', 'app3', 'app4'], total: 7 },
      phoneNumbers: { names: [] },
      otherOwnersRoutings: { names: ['Provider routing'] },
    });
    expect(lines).toEqual([
      '7 applications: app0, app1, app2, app3, app4 and 2 more',
      '1 API key: ending 1234',
      '1 outbound call routing of another owner: Provider routing',
    ]);
    expect(accountDeleteRefusal(lines)).toBe(
      'cannot delete account: it still has 7 applications: app0, app1, app2, app3, app4 and 2 more; 1 API key: ending 1234; 1 outbound call routing of another owner: Provider routing',
    );
  });

  it('nothing left: nothing in the way', () => {
    expect(accountDeleteBlockers({ applications: { names: [], total: 0 }, apiKeys: { names: [] } })).toEqual(
      [],
    );
  });
});

describe('what keeps a service provider from being deleted', () => {
  it('its accounts and users, in words; the API refuses with the same lines', () => {
    const lines = serviceProviderDeleteBlockers({
      accounts: { names: ['Acme', 'Globex'] },
      users: { names: ['ops'], total: 1 },
    });
    expect(lines).toEqual(['2 accounts: Acme, Globex', '1 user: ops']);
    expect(serviceProviderDeleteRefusal(lines)).toBe(
      'cannot delete service provider: it still has 2 accounts: Acme, Globex; 1 user: ops',
    );
    expect(serviceProviderDeleteBlockers({ accounts: { names: [] }, users: { names: [] } })).toEqual([]);
  });
});

describe('the lines in another language', () => {
  // what a page's `t` answers: the same keys, other words
  const say = sayInEnglish({
    remaining: { more: '{{names}} und {{more}} weitere' },
    accountBlockers: {
      applications_one: '{{count}} Anwendung: {{names}}',
      applications_other: '{{count}} Anwendungen: {{names}}',
      apiKeys_one: '{{count}} API-Schlüssel: {{names}}',
      apiKeys_other: '{{count}} API-Schlüssel: {{names}}',
      apiKeyName: 'mit Endung {{last4}}',
    },
    serviceProviderBlockers: {
      accounts_one: '{{count}} Konto: {{names}}',
      accounts_other: '{{count}} Konten: {{names}}',
      users_one: '{{count}} Benutzer: {{names}}',
      users_other: '{{count}} Benutzer: {{names}}',
    },
  });

  it('says each kind, its count and what more there is through the page’s translation', () => {
    expect(
      accountDeleteBlockers(
        {
          applications: { names: ['a', 'b', 'c', 'd', 'e'], total: 9 },
          apiKeys: { names: [apiKeyNameIn(say, 'abcd-1234')] },
        },
        say,
      ),
    ).toEqual(['9 Anwendungen: a, b, c, d, e und 4 weitere', '1 API-Schlüssel: mit Endung 1234']);
    expect(
      serviceProviderDeleteBlockers({ accounts: { names: ['Acme'] }, users: { names: ['ops', 'dev'] } }, say),
    ).toEqual(['1 Konto: Acme', '2 Benutzer: ops, dev']);
  });
});
