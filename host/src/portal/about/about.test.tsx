// About this portal (the user menu): what this browser runs, from config.json and the remotes it loaded; an admin's
// per-browser override through the host server's /overrides, and its banner's way back.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, sessionHandlers, setupTestServer } from '@switchboard/shared/testing';
import { REMOTE_URLS, remoteServers, renderPortal, TEST_DECLARATIONS } from '../../test-utils';
import { reloadPage } from './overrides-api';

jest.mock('./overrides-api', () => ({
  ...jest.requireActual('./overrides-api'),
  // A full page load: jsdom has none. The tests check that one is asked for.
  reloadPage: jest.fn(),
}));

const server = setupTestServer(...sessionHandlers(), ...remoteServers('identity', 'telephony'));
const remotes = { identity: REMOTE_URLS.identity, telephony: REMOTE_URLS.telephony };
const config = {
  remotes,
  host: { release: '0.1.0-1111111111', version: '0.1.0', builtAt: '2026-11-20T10:00:00.000Z' },
  areas: {
    identity: {
      release: '1.4.0-aaaaaaaaaa',
      version: '1.4.0',
      builtAt: '2026-11-21T09:30:00.000Z',
      declaration: TEST_DECLARATIONS.identity,
    },
    telephony: {
      release: '2.1.0-cccccccccc',
      version: '2.1.0',
      builtAt: '2026-11-22T08:00:00.000Z',
      declaration: TEST_DECLARATIONS.telephony,
      canary: { release: '2.1.0-cccccccccc', percent: 10, serving: true },
    },
  },
};

const rowOf = (dialog: HTMLElement, area: string) =>
  within(dialog).getByRole('rowheader', { name: area }).closest('tr') as HTMLElement;

afterEach(() => jest.mocked(reloadPage).mockClear());

it('lists the host and every area with version, release, build time and whether it loaded', async () => {
  const { user } = await renderPortal({ route: '/internal/users', signedInAs: 'account', config });
  await screen.findByRole('heading', { name: 'Users page' });
  await user.click(screen.getByRole('button', { name: 'About this portal' }));
  const dialog = await screen.findByRole('dialog', { name: 'About this portal' });
  expect(
    within(dialog)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Portal (host)', 'Identity', 'Telephony']);
  expect(rowOf(dialog, 'Portal (host)')).toHaveTextContent('0.1.0-1111111111');
  const identity = rowOf(dialog, 'Identity');
  expect(identity).toHaveTextContent('1.4.0');
  expect(identity).toHaveTextContent('1.4.0-aaaaaaaaaa');
  expect(within(identity).getByRole('time')).toHaveAttribute('datetime', '2026-11-21T09:30:00.000Z');
  expect(identity).toHaveTextContent('Loaded');
  const telephony = rowOf(dialog, 'Telephony');
  expect(telephony).toHaveTextContent('Canary: 10 % of sessions get this release');
  expect(telephony).toHaveTextContent('Not loaded yet');
  // Trying another release is for admins.
  expect(within(dialog).queryByText('Try another release in this browser')).not.toBeInTheDocument();
});

it('an admin loads telephony from another published release in this browser; the page reloads', async () => {
  const put: unknown[] = [];
  server.use(
    http.get('http://localhost/overrides', ({ request }) =>
      request.headers.get('authorization')?.startsWith('Bearer ')
        ? HttpResponse.json({
            areas: {
              identity: {
                managed: true,
                inUse: '1.4.0-aaaaaaaaaa',
                releases: [{ release: '1.4.0-aaaaaaaaaa' }],
              },
              telephony: {
                managed: true,
                inUse: '2.1.0-cccccccccc',
                releases: [{ release: '2.0.0-bbbbbbbbbb' }, { release: '2.1.0-cccccccccc' }],
              },
            },
            allowedUrls: [],
          })
        : HttpResponse.json({ msg: 'Sign in' }, { status: 401 }),
    ),
    http.put('http://localhost/overrides/telephony', async ({ request }) => {
      put.push(await request.json());
      return HttpResponse.json({ area: 'telephony', override: { release: '2.0.0-bbbbbbbbbb' } });
    }),
  );
  const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin', config });
  await screen.findByRole('heading', { name: 'Accounts page' });
  await user.click(screen.getByRole('button', { name: 'About this portal' }));
  const form = await screen.findByRole('form', { name: 'Try another release in this browser' });
  // Identity has only its release in use: nothing else to try there.
  expect(within(form).getByRole('combobox', { name: 'Area' })).toHaveDisplayValue('Telephony');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Release' }), '2.0.0-bbbbbbbbbb');
  await user.click(within(form).getByRole('button', { name: 'Load in this browser' }));
  await screen.findByRole('dialog');
  expect(put).toEqual([{ release: '2.0.0-bbbbbbbbbb' }]);
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

it("the server's refusal is shown, and nothing reloads", async () => {
  server.use(
    http.get('http://localhost/overrides', () =>
      HttpResponse.json({
        areas: { telephony: { managed: true, inUse: null, releases: [{ release: '2.0.0-bbbbbbbbbb' }] } },
        allowedUrls: [],
      }),
    ),
    http.put('http://localhost/overrides/telephony', () =>
      HttpResponse.json({ msg: 'telephony has no published release 2.0.0-bbbbbbbbbb.' }, { status: 400 }),
    ),
  );
  const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin', config });
  await screen.findByRole('heading', { name: 'Accounts page' });
  await user.click(screen.getByRole('button', { name: 'About this portal' }));
  const form = await screen.findByRole('form', { name: 'Try another release in this browser' });
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Release' }), '2.0.0-bbbbbbbbbb');
  await user.click(within(form).getByRole('button', { name: 'Load in this browser' }));
  expect(await within(form).findByText('telephony has no published release 2.0.0-bbbbbbbbbb.')).toBeVisible();
  expect(reloadPage).not.toHaveBeenCalled();
});

it('an overridden area: a banner names it and what it loads from; Put it back clears it and reloads', async () => {
  let cleared = 0;
  server.use(
    http.delete('http://localhost/overrides/telephony', () => {
      cleared += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const overridden = {
    ...config,
    areas: {
      ...config.areas,
      telephony: { ...config.areas.telephony, canary: undefined, override: { release: '2.0.0-bbbbbbbbbb' } },
    },
  };
  const { user } = await renderPortal({
    route: '/internal/accounts',
    signedInAs: 'admin',
    config: overridden,
  });
  const banner = await screen.findByText(
    'Telephony is loaded from release 2.0.0-bbbbbbbbbb in this browser only.',
  );
  await user.click(
    within(banner.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Put it back' }),
  );
  await screen.findByRole('heading', { name: 'Accounts page' });
  expect(cleared).toBe(1);
  expect(reloadPage).toHaveBeenCalledTimes(1);
});
