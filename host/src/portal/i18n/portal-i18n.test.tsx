// The signed-in portal's own screens in German (the 'portal' namespace): the password pages, the About dialog, the
// service-provider picker and its Add dialog, the frame's words and the kit's toast region — and the same English
// as the spec writes it.
import { screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import {
  apiUrl,
  itHasEveryTranslation,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
} from '@switchboard/shared/testing';
import { REMOTE_URLS, remoteServers, renderPortal, TEST_DECLARATIONS } from '../../test-utils';
import german from './de.json';
import { portalEnglish } from './resources';

const server = setupTestServer(...sessionHandlers(), ...remoteServers('identity', 'telephony'));

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the portal’s translations', () => {
  itHasEveryTranslation('portal', portalEnglish, german);

  it('English is the spec’s texts', () => {
    expect(portalEnglish.session.sendLink).toBe('Send me a reset password link');
    expect(portalEnglish.session.resetTitle).toBe('Reset Password');
    expect(portalEnglish.frame.byoServices).toBe('BYO Services');
  });
});

describe('in German', () => {
  it('forgot password: the page, its check and its answer', async () => {
    server.use(http.post(apiUrl('/forgot-password'), () => HttpResponse.json({}, { status: 204 })));
    await setLanguage('de');
    const { user } = await renderPortal({
      route: '/forgot-password',
      config: { features: { forgotPassword: true } },
    });
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Link zum Zurücksetzen des Passworts senden' });
    await user.click(send);
    expect(screen.getByText('E-Mail ist erforderlich')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-Mail/), 'not-an-address');
    await user.click(send);
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Hilfe zum Konto' })).toBeInTheDocument();
    // the kit's toast region is named in German too
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  });

  it('a dead reset link says so, with the way back', async () => {
    server.use(http.post(apiUrl('/signin'), () => HttpResponse.json({ msg: 'expired' }, { status: 403 })));
    await setLanguage('de');
    await renderPortal({ route: '/reset-password/dead', config: { features: { forgotPassword: true } } });
    expect(await screen.findByRole('heading', { name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    expect(
      await screen.findByText('Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neuen Link senden' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('the About dialog: columns, areas, status and the canary in German', async () => {
    await setLanguage('de');
    const { user } = await renderPortal({
      route: '/internal/users',
      signedInAs: 'account',
      config: {
        remotes: { identity: REMOTE_URLS.identity, telephony: REMOTE_URLS.telephony },
        areas: {
          identity: {
            release: '1.4.0-aaaaaaaaaa',
            version: '1.4.0',
            declaration: TEST_DECLARATIONS.identity,
          },
          telephony: {
            release: '2.1.0-cccccccccc',
            version: '2.1.0',
            declaration: TEST_DECLARATIONS.telephony,
            canary: { release: '2.1.0-cccccccccc', percent: 10, serving: true },
          },
        },
      },
    });
    await screen.findByRole('heading', { name: 'Users page' });
    await user.click(screen.getByRole('button', { name: 'Über dieses Portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Über dieses Portal' });
    expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bereich', 'Version', 'Release', 'Erstellt', 'Status']);
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Portal (Host)', 'Identität', 'Telefonie']);
    const telephony = within(dialog).getByRole('rowheader', { name: 'Telefonie' }).closest('tr')!;
    expect(telephony).toHaveTextContent('Canary: 10 % der Sitzungen erhalten dieses Release');
    expect(telephony).toHaveTextContent('Noch nicht geladen');
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
  });

  it('the service-provider picker and its Add dialog', async () => {
    server.use(
      http.post(apiUrl('/ServiceProviders'), () => HttpResponse.json({ sid: 'sp-new' }, { status: 201 })),
    );
    await setLanguage('de');
    const { user } = await renderPortal({ route: '/internal/accounts', signedInAs: 'admin' });
    expect(await screen.findByRole('combobox', { name: 'Dienstanbieter' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dienstanbieter hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dienstanbieter hinzufügen' });
    await user.click(within(dialog).getByRole('button', { name: 'Dienstanbieter hinzufügen' }));
    expect(
      await within(dialog).findByText('Der Name des Dienstanbieters ist erforderlich'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Name des Dienstanbieters/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
