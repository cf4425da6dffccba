import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { LANGUAGE_CODES, LANGUAGE_STORAGE_KEY, kitEnglish, setLanguage } from '@switchboard/shared/i18n';
import { API_FEATURES } from '@switchboard/shared/types';
import {
  apiUrl,
  capabilitiesHandler,
  itHasEveryTranslation,
  http,
  HttpResponse,
  sessionHandlers,
  setupTestServer,
} from '@switchboard/shared/testing';
import { LANGUAGE_CODES_EARLY, LANGUAGE_KEY, applyStoredLanguageEarly } from '../bootstrap-keys';
import { REMOTE_URLS, remoteServers, renderPortal } from '../test-utils';
import german from './de.json';
import { shellEnglish } from './resources';

const server = setupTestServer(
  ...sessionHandlers(),
  ...remoteServers('identity', 'telephony', 'speech', 'observability', 'billing'),
);

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

function menuItems() {
  const nav = screen.getByRole('navigation', { name: /Main|Hauptmenü/ });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the shell’s translations', () => {
  itHasEveryTranslation('shell', shellEnglish, german);

  it('English is the spec’s texts, from the shared constants', () => {
    expect(shellEnglish.signIn.title).toBe('Log in');
    expect(shellEnglish.signIn.forgotPassword).toBe('Forgot Password');
    expect(shellEnglish.messages.signedOut).toBe("You've successfully logged out.");
  });

  it('has no copy of the kit’s menu labels and sign-in messages: it reads them from the kit', () => {
    expect(Object.keys(shellEnglish)).not.toContain('menu');
    expect(Object.keys(shellEnglish)).not.toContain('login');
    expect(Object.keys(german)).not.toContain('menu');
    expect(Object.keys(german)).not.toContain('login');
  });

  it('has a translation (the kit’s) for every menu item and search group an area declares', () => {
    const root = join(__dirname, '../../..');
    const labels = readdirSync(root)
      .map((dir) => join(root, dir, 'area.json'))
      .filter((file) => existsSync(file))
      .flatMap((file) => {
        const area = JSON.parse(readFileSync(file, 'utf8')) as {
          menu?: { label: string }[];
          search?: { label: string }[];
        };
        return [...(area.menu ?? []), ...(area.search ?? [])].map((item) => item.label);
      });
    expect(labels.length).toBeGreaterThan(15);
    const translated: string[] = Object.values(kitEnglish.menu);
    expect(labels.filter((label) => !translated.includes(label))).toEqual([]);
  });

  it('the start-up sets <html lang> by the same rule, before any shared module loads', () => {
    expect(LANGUAGE_KEY).toBe(LANGUAGE_STORAGE_KEY);
    expect(LANGUAGE_CODES_EARLY).toEqual(LANGUAGE_CODES);
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de-CH']);
    const root = document.createElement('html');
    expect(applyStoredLanguageEarly(root)).toBe('de');
    expect(root.lang).toBe('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(applyStoredLanguageEarly(root)).toBe('en');
    languages.mockRestore();
  });
});

describe('the language in the user menu', () => {
  it('switches the shell to German and back, remembered across sign-out', async () => {
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: { ...REMOTE_URLS } },
    });
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Deutsch']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.selectOptions(language, 'de');
    expect(await screen.findByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(screen.getByRole('combobox', { name: 'Design' })).toBeInTheDocument();
    expect(menuItems()).toEqual(
      expect.arrayContaining(['Benutzer', 'Konten', 'Rufnummern', 'Letzte Anrufe']),
    );
    expect(
      screen.getByRole('link', { name: /admin, Administrator: eigenen Benutzer bearbeiten/ }),
    ).toBeVisible();
    expect(menuItems()).toEqual(expect.arrayContaining(['Carrier-Zustand', 'Warnregeln', 'Anrufqualität']));
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText('Sie wurden erfolgreich abgemeldet.')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
  });

  it('shows the search box in German, naming what a jambonz API cannot search', async () => {
    server.use(capabilitiesHandler(API_FEATURES.filter((feature) => feature !== 'search')));
    await setLanguage('de');
    const { user } = await renderPortal({
      route: '/internal/accounts',
      signedInAs: 'admin',
      config: { remotes: { ...REMOTE_URLS } },
    });
    const search = await screen.findByRole('combobox', { name: 'Suche' });
    expect(search).toHaveAttribute('placeholder', 'Anrufe, Nummern, Namen suchen… (Strg+K)');
    await user.click(search);
    expect(await screen.findByText('Diese API kann Anrufe nicht durchsuchen.')).toBeInTheDocument();
  });

  it('shows the sign-in page and its errors in German, the spec’s texts in English', async () => {
    server.use(http.post(apiUrl('/login'), () => HttpResponse.text('Forbidden', { status: 403 })));
    await setLanguage('de');
    const { user } = await renderPortal({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Benutzername ist erforderlich')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Benutzername/), 'admin');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Die Anmeldedaten sind nicht korrekt')).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
  });
});
