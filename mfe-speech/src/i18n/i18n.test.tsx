// The speech area's translations: German has every key of English and nothing more, English answers the same with
// and without i18next, and the list, delete dialog and form as a German-speaking user sees them (the API in memory,
// the credentials tested for real against the vendors' stand-ins).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { itHasEveryTranslation } from '@switchboard/shared/testing';
import { renderSpeech } from '../testing/render';
import { SP, addApplication, addCredential, setupSpeechStandins, testCredential } from '../testing/seed';
import german from './de.json';
import { speechEnglish } from './resources';

const { api } = setupContractTest();
const standins = setupSpeechStandins();

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('the speech area’s translations', () => {
  itHasEveryTranslation('speech', speechEnglish, german);

  it('English is the spec’s texts, from the shared constants', () => {
    expect(speechEnglish.list.empty).toBe('No speech services.');
    expect(speechEnglish.messages.notTested).toBe(
      'In order to test your credentials you need to enable TTS/STT.',
    );
  });
});

describe('the speech pages in German', () => {
  it('shows the empty list with German heading, button and empty state', async () => {
    await setLanguage('de');
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sprachdienste' })).toBeInTheDocument();
    expect(await screen.findByText('Keine Sprachdienste.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sprachdienst hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle testen' })).toBeDisabled();
    expect(screen.getByText('Gesamt: 0 Einträge')).toBeInTheDocument();
  });

  it('shows credentials with German columns, statuses, plurals and the delete dialog', async () => {
    await setLanguage('de');
    const sid = await addCredential(api.current, SP, {
      vendor: 'deepgram',
      label: 'main',
      deepgram_tts_uri: standins.current.httpUrl,
      deepgram_stt_uri: standins.current.wsUrl,
    });
    await testCredential(api.current, SP, sid);
    await addCredential(api.current, SP, {
      vendor: 'custom:acme',
      custom_tts_url: `${standins.current.httpUrl}/tts`,
      use_for_tts: false,
      use_for_stt: false,
    });
    await addApplication(api.current, 'ivr', {
      speech_synthesis_vendor: 'deepgram',
      speech_synthesis_label: 'main',
    });
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services', { preloadedState: api.current.sessionAs('admin') });
    await screen.findByRole('rowheader', { name: 'Deepgram (main)' });
    for (const header of ['Anbieter', 'Verwendung', 'Status', 'Verwendet von', 'Gehört zu'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(row('Deepgram (main)')).getByText('OK')).toBeInTheDocument();
    expect(await within(row('Deepgram (main)')).findByText('1 Anwendung: ivr')).toBeInTheDocument();
    expect(within(row('Deepgram (main)')).getByText('Dienstanbieter')).toBeInTheDocument();
    expect(
      within(row('Deepgram (main)')).getByRole('button', { name: 'Deepgram (main) testen' }),
    ).toBeInTheDocument();
    expect(within(row('acme')).getByText('Nicht getestet')).toBeInTheDocument();
    expect(within(row('acme')).getByText('Nicht in Verwendung')).toBeInTheDocument();
    expect(
      within(row('acme')).getByText('Um Ihre Zugangsdaten zu testen, müssen Sie TTS/STT aktivieren.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Gesamt: 2 Einträge')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deepgram (main) löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sprachdienst löschen' });
    expect(await within(dialog).findByText('1 Anwendung: ivr')).toBeInTheDocument();
    expect(within(dialog).getByText('Anwendungen verwenden diesen Sprachdienst')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Sie verlieren diesen Sprachdienst, wenn er gelöscht wird.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  });

  it('shows the form in German, its rule messages too, and English again after the switch', async () => {
    await setLanguage('de');
    const user = userEvent.setup();
    renderSpeech('/internal/speech-services/add', { preloadedState: api.current.sessionAs('admin') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sprachdienst hinzufügen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sprachdienst' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Anbieter ist erforderlich')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /Anbieter/ }), 'aws');
    expect(screen.getByRole('group', { name: 'AWS-Zugangsdaten' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Art der Zugangsdaten/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Für Sprachsynthese/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Zugriffsschlüssel-ID ist erforderlich')).toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add a speech service' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Access key ID is required')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'AWS credential' })).toBeInTheDocument();
  });
});
