// The account form in German: its sections (Limits, the TTS cache, call recording) with the hosted account panels
// it loads.
import { screen } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { renderIdentity } from '../testing/render';
import { ACCOUNT_SID } from '../testing/seed';

const { sessionAs } = setupContractTest();

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the account form in German', () => {
  it('shows the account form in German, its webhooks and call recording too', async () => {
    await setLanguage('de');
    renderIdentity(`/internal/accounts/${ACCOUNT_SID}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Konto' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /SIP-Realm/ })).toBeInTheDocument();
    expect(screen.getByText('Webhook-Signaturgeheimnis')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neues Geheimnis erzeugen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Registrierungs-Webhook' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Warteschlangenereignis-Webhook – URL/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Anrufaufzeichnung' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Anrufaufzeichnung aktivieren' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aktivität' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Limits' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Max. Anrufe' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Text-to-Speech-Cache' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TTS-Cache leeren' })).toBeInTheDocument();
    expect(await screen.findByText(/^Einträge im Cache: \d/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Konto löschen' })).toBeInTheDocument();
  });
});
