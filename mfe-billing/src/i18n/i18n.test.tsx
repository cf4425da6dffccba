// The billing area's translations: German has every key of English and nothing more, English answers the same with
// and without i18next, and the pages as a German-speaking user sees them (the API in memory, hosted mode, the
// payment sandbox).
import { screen, within } from '@testing-library/react';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { itHasEveryTranslation, readBack } from '@switchboard/shared/testing';
import type { Invoice } from '@switchboard/shared/types';
import { renderBilling } from '../testing/render';
import { HOSTED, signUp, upgrade, type HostedAccount } from '../testing/seed';
import german from './de.json';
import { billingEnglish } from './resources';

const { api } = setupContractTest(HOSTED);
let account: HostedAccount;

beforeEach(async () => {
  account = await signUp(api.current);
});

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

const invoicesOf = () =>
  readBack(() =>
    api.current.call<{ upcoming: Invoice; invoices: Invoice[] }>(
      'GET',
      `/Accounts/${account.accountSid}/Invoices`,
      account.token,
    ),
  );

describe('the billing area’s translations', () => {
  itHasEveryTranslation('billing', billingEnglish, german);

  it('English is the spec’s texts, from the shared constants', () => {
    expect(billingEnglish.invoices.noInvoices).toBe('No invoices yet.');
    expect(billingEnglish.invoiceStatus.open).toBe('Unpaid');
  });
});

describe('the invoices pages in German', () => {
  it('shows the empty invoices page with German headings and empty state', async () => {
    await setLanguage('de');
    renderBilling(`/internal/accounts/${account.accountSid}/invoices`, { preloadedState: account.session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rechnungen' })).toBeInTheDocument();
    expect(screen.getByText('Noch keine Rechnungen.')).toBeInTheDocument();
    expect(
      screen.getByText('Es wird nichts berechnet: Das Konto hat keinen laufenden kostenpflichtigen Tarif.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Frühere Rechnungen' })).toBeInTheDocument();
  });

  it('shows the next and past invoices, and the receipt, in German', async () => {
    await setLanguage('de');
    await upgrade(api.current, account, 10);
    const [paid] = (await invoicesOf()).invoices;
    const invoices = renderBilling(`/internal/accounts/${account.accountSid}/invoices`, {
      preloadedState: account.session,
    });
    const next = await screen.findByRole('region', { name: 'Nächste Rechnung' });
    expect(within(next).getByText('Fälliger Betrag').nextSibling).toHaveTextContent('$45.00');
    expect(within(next).getByText('Belastet am')).toBeInTheDocument();
    const past = within(screen.getByRole('region', { name: 'Frühere Rechnungen' })).getByRole('table');
    for (const header of ['Rechnung', 'Datum', 'Zeitraum', 'Betrag', 'Status', 'Beleg'])
      expect(within(past).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = within(past).getAllByRole('row')[1];
    expect(within(row).getByText('Bezahlt')).toBeInTheDocument();
    expect(within(row).getByRole('link')).toHaveAccessibleName(
      `Beleg ${paid.number} (öffnet in einem neuen Tab)`,
    );
    invoices.unmount();

    renderBilling(`/receipts/${account.accountSid}/${paid.id}`, { preloadedState: account.session });
    expect(
      await screen.findByRole('heading', { level: 1, name: `Beleg ${paid.number}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rechnungsempfänger').nextSibling).toHaveTextContent(
      `${account.email} (${account.email})`,
    );
    expect(screen.getByText('Bezahlter Betrag').nextSibling).toHaveTextContent('$45.00');
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });
});

describe('the subscription pages in German', () => {
  const capacity = (name: RegExp) => screen.getByRole('spinbutton', { name });

  it('shows the upgrade page with the German price table, its rule and its errors', async () => {
    await setLanguage('de');
    const { user } = renderBilling(`/internal/accounts/${account.accountSid}/subscription`, {
      preloadedState: account.session,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement upgraden' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Kapazität und Monatspreis Ihres Abonnements' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Dienst', 'Kapazität', 'Preis', 'Kosten']);
    expect(screen.getByText('$25.00 pauschal')).toBeInTheDocument();
    expect(screen.getByText('Mit 5 Anrufsitzungen können Sie 25 Geräte registrieren.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zahlungsinformationen' })).toBeInTheDocument();

    await user.clear(capacity(/Maximale gleichzeitige Anrufsitzungen/));
    await user.type(capacity(/Maximale gleichzeitige Anrufsitzungen/), '10');
    expect(screen.getByText('$4.50 pro session')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zusätzliche Geräteregistrierungen kaufen' }));
    await user.type(capacity(/Zusätzliche Geräteregistrierungen/), '{Backspace}3');
    expect(screen.getByTestId('devices-formula')).toHaveTextContent(
      'Verhältnis Geräte zu Anrufen × Anrufsitzungen + zusätzliche Geräte: 5 × 10 + 3',
    );
    expect(
      screen.getByRole('button', { name: '$48.00 bezahlen und auf den kostenpflichtigen Tarif upgraden' }),
    ).toBeInTheDocument();
    await user.clear(capacity(/Maximale gleichzeitige Anrufsitzungen/));
    await user.type(capacity(/Maximale gleichzeitige Anrufsitzungen/), '4');
    expect(
      screen.getByText('Anrufsitzungen müssen eine ganze Zahl von 5 bis 1000 sein.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nutzung im Vergleich zur Kapazität' })).toBeInTheDocument();
  });

  it('shows the modify page, the review of a change and the return to the free plan in German', async () => {
    await upgrade(api.current, account, 10, 0);
    await setLanguage('de');
    const { user } = renderBilling(`/internal/accounts/${account.accountSid}/modify-subscription`, {
      preloadedState: account.session,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abonnement konfigurieren' }),
    ).toBeInTheDocument();
    await user.clear(capacity(/Maximale gleichzeitige Anrufsitzungen/));
    await user.type(capacity(/Maximale gleichzeitige Anrufsitzungen/), '20');
    await user.click(screen.getByRole('button', { name: 'Änderungen prüfen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Änderungen bestätigen' });
    expect(within(dialog).getByText('20 gleichzeitige Anrufe')).toBeInTheDocument();
    expect(within(dialog).getByText('100 registrierte Geräte')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Ihre neue monatliche Gebühr beträgt $90.00. $45.00 werden jetzt für den Rest des aktuellen Abrechnungszeitraums (anteilig) berechnet.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    await user.click(screen.getByRole('button', { name: 'Zum kostenlosen Tarif zurückkehren' }));
    const free = await screen.findByRole('alertdialog', { name: 'Zum kostenlosen Tarif zurückkehren?' });
    expect(
      within(free).getByText(/^Der kostenlose Tarif beginnt mit dem nächsten Abrechnungszeitraum/),
    ).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: 'Meinen Tarif behalten' })).toBeInTheDocument();
  });
});

describe('the registration pages in German', () => {
  it('shows the register page with the links inside the German sentence, and the email form’s messages', async () => {
    await setLanguage('de');
    const { user } = renderBilling('/register', {
      preloadedState: {},
      config: { githubClientId: 'gh-id', termsOfServiceUrl: 'https://legal.example/terms' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrieren' })).toBeInTheDocument();
    const accept = screen.getByRole('checkbox', {
      name: 'Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzerklärung gelesen',
    });
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      'https://legal.example/terms',
    );
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Akzeptieren Sie die Nutzungsbedingungen und die Datenschutzerklärung, um sich zu registrieren',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mit GitHub registrieren' })).toBeDisabled();
    await user.click(accept);
    await user.click(screen.getByRole('button', { name: 'Mit E-Mail registrieren' }));

    expect(await screen.findByRole('form', { name: 'Mit E-Mail registrieren' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Passwort ist erforderlich')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück' })).toBeInTheDocument();
  });
});

describe('the payment and SIP realm pages in German', () => {
  it('shows the saved card and the new-card form in German', async () => {
    await upgrade(api.current, account);
    await setLanguage('de');
    const { user } = renderBilling(`/internal/accounts/${account.accountSid}/manage-payment`, {
      preloadedState: account.session,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zahlungsinformationen verwalten' }),
    ).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Aktuelle Zahlungsinformationen' });
    expect(within(current).getByText('Kartennummer').nextSibling).toHaveTextContent('**** **** **** 4242');
    expect(within(current).getByRole('link', { name: 'Abbrechen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zahlungsinformationen ändern' }));
    const form = await screen.findByRole('form', { name: 'Neue Zahlungsinformationen' });
    expect(within(form).getByRole('group', { name: 'Karte' })).toBeInTheDocument();
    expect(within(form).getByText(/^Testmodus: Es wird keine Karte belastet/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Neue Karte speichern' })).toBeInTheDocument();
  });

  it('shows Edit Sip Realm with the German sub-domain checks', async () => {
    await setLanguage('de');
    const { user } = renderBilling(`/internal/accounts/${account.accountSid}/sip-realm/edit`, {
      preloadedState: account.session,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SIP-Realm bearbeiten' }),
    ).toBeInTheDocument();
    const change = screen.getByRole('button', { name: 'SIP-Realm ändern' });
    expect(change).toBeDisabled();
    const input = screen.getByRole('textbox', { name: /Subdomain/ });
    await user.type(input, 'ab');
    expect(screen.getByText('Eine Subdomain hat mindestens 3 Zeichen.')).toBeInTheDocument();
    await user.type(input, 'c');
    expect(await screen.findByText(/^abc\..+ ist verfügbar$/)).toBeInTheDocument();
    expect(change).toBeEnabled();
  });
});
