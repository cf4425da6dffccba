// The Alert rules pages as a German-speaking user sees them, against the API in memory: the list's headings,
// conditions, units, window and state, the form's labels and the schema's inline messages in German, the toast, the
// delivery log of a rule the scheduler fired, and English again after a switch.
import { act, screen, waitFor, within } from '@testing-library/react';
import { addCarrier } from '@switchboard/api/testing';
import { setLanguage } from '@switchboard/shared/i18n';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { findToast, readBack } from '@switchboard/shared/testing';
import type { AlertRule, AlertRuleDelivery } from '@switchboard/shared/types';
import { ACCOUNT_SID, SP_SID, addCalls } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

// the scheduler on a short timer, as the API's ALERT_RULES_EVERY_MS sets it
const { api, sessionAs } = setupContractTest({ observability: { alertRules: { everyMs: 100 } } });

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

const spRules = () => api.current.asAdmin<AlertRule[]>('GET', `/ServiceProviders/${SP_SID}/AlertRules`);
const addRule = (body: Record<string, unknown>, owner = `/ServiceProviders/${SP_SID}`) =>
  api.current
    .asAdmin<{ sid: string }>('POST', `${owner}/AlertRules`, {
      condition: 'sip_status_class',
      threshold: 3,
      window_minutes: 15,
      status_class: 5,
      emails: ['noc@example.com'],
      ...body,
    })
    .then((r) => r.sid);

describe('the Alert rules list in German', () => {
  test('headings, conditions, thresholds with their units, windows, states and destinations', async () => {
    await addRule({
      name: 'Server errors',
      account_sid: ACCOUNT_SID,
      webhook_url: 'https://hooks.example.com/alerts',
      emails: [],
    });
    await addRule({
      name: 'Low ASR',
      condition: 'carrier_asr_below',
      threshold: 2.5,
      window_minutes: 120,
      status_class: null,
      is_active: 0,
    });
    await setLanguage('de');
    renderObservability('/internal/alert-rules', { preloadedState: sessionAs('admin') });
    const errors = await screen.findByRole('row', { name: /Server errors/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Warnregeln' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Warnregel hinzufügen' })).toBeInTheDocument();
    for (const header of ['Konto', 'Bedingung', 'Schwellenwert', 'Zeitfenster', 'Zustand', 'Ziele'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(errors).getByText('Anrufe, die mit einer SIP-Statusklasse scheitern')).toBeInTheDocument();
    expect(within(errors).getByText('3 Anrufe')).toBeInTheDocument();
    expect(within(errors).getByText('15 min')).toBeInTheDocument();
    expect(within(errors).getByText('OK')).toBeInTheDocument();
    expect(within(errors).getByText('Webhook hooks.example.com')).toBeInTheDocument();
    const asr = screen.getByRole('row', { name: /Low ASR/ });
    expect(within(asr).getByText('Carrier-ASR unter')).toBeInTheDocument();
    // a decimal threshold as German writes it
    expect(within(asr).getByText('2,5 %')).toBeInTheDocument();
    expect(within(asr).getByText('2 h')).toBeInTheDocument();
    expect(within(asr).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(asr).getByText('Alle Konten')).toBeInTheDocument();
  });

  test('none: the German empty state', async () => {
    await setLanguage('de');
    renderObservability('/internal/alert-rules', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText('Noch keine Warnregeln')).toBeInTheDocument();
  });
});

describe('the alert rule form in German', () => {
  test('labels, the schema’s inline messages and the toast in German; English again after the switch', async () => {
    await setLanguage('de');
    const { user, router } = renderObservability('/internal/alert-rules/add', {
      preloadedState: sessionAs('admin'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Warnregel hinzufügen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Warnregel' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ziele' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Zeitfenster \(Minuten\)/)).toHaveValue(15);
    expect(screen.getByLabelText('Carrier')).toBeInTheDocument();
    expect(
      screen.getByText('Eine oder mehrere, durch Kommas oder Zeilenumbrüche getrennt (bis zu 10).'),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Speichern' });
    await user.click(save);
    expect(await screen.findByText('Der Name fehlt')).toBeInTheDocument();
    expect(screen.getByText('Der Schwellenwert muss eine Zahl sein')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Name/), 'Niedrige ASR');
    await user.type(screen.getByLabelText(/Schwellenwert/), '150');
    await user.click(save);
    expect(await screen.findByText('Der Schwellenwert ist ein Prozentsatz')).toBeInTheDocument();
    expect(screen.getByText('Fügen Sie eine E-Mail-Adresse oder eine Webhook-URL hinzu')).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail-Adressen'), 'noc@example.com');

    // each condition by its German name, with its own fields and unit
    await user.selectOptions(screen.getByLabelText(/Bedingung/), 'sip_status_class');
    expect(
      screen.getByRole('option', {
        name: 'Anrufe, die mit einer SIP-Statusklasse scheitern',
        selected: true,
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/SIP-Statusklasse/)).toBeInTheDocument();
    expect(screen.getByText('Anrufe')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Bedingung/), 'alerts_above');
    expect(screen.getByLabelText(/Warnungstyp/)).toBeInTheDocument();
    expect(screen.getByText('pro Stunde')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Bedingung/), 'webhook_slow');
    expect(screen.queryByLabelText('Carrier')).not.toBeInTheDocument();

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add alert rule' })).toBeInTheDocument();
    expect(screen.getByText('threshold is a percentage')).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'Webhook slower than, or failing', selected: true }),
    ).toBeInTheDocument();

    await act(() => setLanguage('de'));
    await user.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await findToast('Warnregel erstellt')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/alert-rules'));
    expect((await readBack(spRules))[0]).toMatchObject({
      name: 'Niedrige ASR',
      condition: 'webhook_slow',
      threshold: 150,
    });
  });

  test('a fired rule’s state and its delivery log in German', async () => {
    const carrier = await addCarrier(api.current, 'Acme SIP trunk');
    const sid = await addRule(
      {
        name: 'ASR below 50 %',
        condition: 'carrier_asr_below',
        threshold: 50,
        voip_carrier_sid: carrier,
        status_class: null,
      },
      `/Accounts/${ACCOUNT_SID}`,
    );
    await addCalls(api.current, ...Array.from({ length: 6 }, () => ({ answered: false })));
    // the scheduler fires it and e-mails the address
    await waitFor(async () => {
      const log = await api.current.asAdmin<AlertRuleDelivery[]>(
        'GET',
        `/Accounts/${ACCOUNT_SID}/AlertRules/${sid}/Deliveries`,
      );
      expect(log.map((d) => d.status)).toEqual(['sent']);
    });
    await setLanguage('de');
    renderObservability(`/internal/alert-rules/${sid}/edit`, { preloadedState: sessionAs('account') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Warnregel bearbeiten' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Zustand:')).toBeInTheDocument();
    expect(screen.getByText('Ausgelöst')).toBeInTheDocument();
    const log = await screen.findByRole('table', { name: 'Zustellprotokoll' });
    for (const header of ['Zeit', 'Art', 'Ziel', 'Ergebnis', 'Versuche'])
      expect(within(log).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const [, delivery] = within(log).getAllByRole('row');
    expect(within(delivery).getByText('ausgelöst')).toBeInTheDocument();
    expect(within(delivery).getByText('gesendet')).toBeInTheDocument();
    expect(within(delivery).getByText('noc@example.com')).toBeInTheDocument();
  });
});
