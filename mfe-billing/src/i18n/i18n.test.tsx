// The billing area's translations: German has every key of English and nothing more, English answers the same with
// and without i18next, and the pages as a German-speaking user sees them (the API in memory, hosted mode, the
// payment sandbox).
import { screen, within } from '@testing-library/react';
import { missingKeys, setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { englishMismatches, readBack } from '@switchboard/shared/testing';
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
  it('German has every key of English, and nothing English lacks', () => {
    expect(missingKeys(billingEnglish, german)).toEqual([]);
    expect(missingKeys(german, billingEnglish)).toEqual([]);
  });

  it('English answers without i18next what i18next answers, for every key', async () => {
    expect(await englishMismatches('billing', billingEnglish)).toEqual([]);
  });

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
