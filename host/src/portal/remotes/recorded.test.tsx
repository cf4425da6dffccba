// Remotes recorded in the release registry: config.json brings their declarations, so the menu is whole before
// any remote answers and a remote's manifest is read only when its code is needed; one that cannot be reached
// keeps its items, marked, and its page offers Retry; a live manifest that disagrees with the record wins, logged.
import { screen, waitFor, within } from '@testing-library/react';
import {
  expectConsole,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
} from '@switchboard/shared/testing';
import {
  entryUrlOf,
  manifestOf,
  REMOTE_URLS,
  remoteServers,
  renderPortal,
  TEST_DECLARATIONS,
} from '../../test-utils';
import { MENU_ITEM_UNAVAILABLE, MENU_ITEMS_MISSING } from '../layout/Menu';

const server = setupTestServer(...sessionHandlers(), ...remoteServers('identity', 'telephony'));
const failureMessage = 'This part of the portal could not be loaded.';

const remotes = { identity: REMOTE_URLS.identity, telephony: REMOTE_URLS.telephony };
/** config.json as the host's server writes it from the registry: both remotes recorded. */
const recorded = {
  remotes,
  areas: {
    identity: { release: '1.0.0-aaaaaaaaaa', version: '1.0.0', declaration: TEST_DECLARATIONS.identity },
    telephony: { release: '2.0.0-bbbbbbbbbb', version: '2.0.0', declaration: TEST_DECLARATIONS.telephony },
  },
};

/** Counts the requests made to a remote's server (its manifest and its code). */
function countRequests(remote: string) {
  const counted = { manifest: 0, code: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.url === REMOTE_URLS[remote]) counted.manifest += 1;
    if (request.url === entryUrlOf(remote)) counted.code += 1;
  });
  return counted;
}

const menu = () => screen.getByRole('navigation', { name: 'Main' });

describe('a menu drawn from the release registry', () => {
  it('is whole at once, and a remote is asked for nothing until one of its pages is needed', async () => {
    const telephony = countRequests('telephony');
    await renderPortal({ route: '/internal/accounts', signedInAs: 'admin', config: recorded });
    expect(await screen.findByRole('heading', { name: 'Accounts page' })).toBeInTheDocument();
    expect(
      within(menu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Users',
      'Settings',
      'Accounts',
      'Clients',
      'Applications',
      'Carriers',
      'Carrier health',
      'Phone Numbers',
      'Outbound Call Routing',
    ]);
    expect(telephony).toEqual({ manifest: 0, code: 0 });
  });

  it('a remote that is down keeps its items, marked; its page says so with Retry; Retry recovers in place', async () => {
    let up = false;
    server.use(
      http.get(REMOTE_URLS.telephony, () =>
        up ? HttpResponse.json(manifestOf('telephony')) : HttpResponse.error(),
      ),
    );
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: recorded,
    });
    await screen.findByRole('heading', { name: 'Accounts page' });
    const carriers = within(menu()).getByRole('link', { name: 'Carriers' });
    expect(carriers).not.toHaveAccessibleDescription();

    await user.click(carriers);
    expect(await screen.findByText(failureMessage)).toBeInTheDocument();
    expect(screen.getByText(/Its server cannot be reached/)).toBeInTheDocument();
    // Every item of the remote stays, marked, with the reason in words; the other remote's items are not.
    for (const name of ['Carriers', 'Phone Numbers', 'Clients'])
      expect(within(menu()).getByRole('link', { name })).toHaveAccessibleDescription(MENU_ITEM_UNAVAILABLE);
    expect(within(menu()).getByRole('link', { name: 'Users' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(MENU_ITEMS_MISSING)).not.toBeInTheDocument();

    // The other areas work.
    await user.click(within(menu()).getByRole('link', { name: 'Users' }));
    expect(await screen.findByRole('heading', { name: 'Users page' })).toBeInTheDocument();

    await user.click(within(menu()).getByRole('link', { name: 'Carriers' }));
    up = true;
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu()).getByRole('link', { name: 'Carriers' })).not.toHaveAccessibleDescription(),
    );
  });

  it("a live manifest that disagrees with the record: the manifest's declaration is used, the skew logged", async () => {
    const live = {
      ...TEST_DECLARATIONS.telephony,
      menu: [
        ...TEST_DECLARATIONS.telephony.menu,
        {
          ...TEST_DECLARATIONS.telephony.menu[0],
          id: 'telephony.trunks',
          label: 'Trunks',
          path: 'carriers',
          order: 60,
        },
      ],
    };
    server.use(http.get(REMOTE_URLS.telephony, () => HttpResponse.json(manifestOf('telephony', live))));
    expectConsole(/telephony: its manifest's declaration differs from the release registry's record/, 'warn');
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: recorded,
    });
    await screen.findByRole('heading', { name: 'Accounts page' });
    expect(within(menu()).queryByRole('link', { name: 'Trunks' })).not.toBeInTheDocument();
    await user.click(within(menu()).getByRole('link', { name: 'Carriers' }));
    expect(await screen.findByRole('heading', { name: 'Carriers page' })).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Trunks' })).toBeInTheDocument();
  });

  it('a remote without a record is still read from its manifest (a partner’s, a dev server)', async () => {
    const telephony = countRequests('telephony');
    await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes, areas: { identity: recorded.areas.identity } },
    });
    expect(await within(menu()).findByRole('link', { name: 'Carriers' })).toBeInTheDocument();
    expect(telephony.manifest).toBe(1);
  });
});
