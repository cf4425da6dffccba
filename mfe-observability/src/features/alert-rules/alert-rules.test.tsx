// The Alert rules pages against the API in memory: the list (condition, threshold with unit, window, state,
// destinations), add with the schema's inline errors, edit, delete after confirmation, an account user's scope, the
// delivery log of a rule the API's scheduler fired, and a jambonz API (no request, the page says so).
import { act, screen, waitFor, within } from '@testing-library/react';
import { addAccount, addCarrier } from '@switchboard/api/testing';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { capabilitiesHandler, findToast, readBack } from '@switchboard/shared/testing';
import type { AlertRule, AlertRuleDelivery } from '@switchboard/shared/types';
import { ALERT_RULE_MESSAGES } from '@switchboard/shared/operations';
import { ACCOUNT_SID, SP_SID, addCalls } from '../../testing/seed';
import { renderObservability } from '../../testing/render';

// the scheduler on a short timer, as the API's ALERT_RULES_EVERY_MS sets it
const { api, sessionAs } = setupContractTest({ observability: { alertRules: { everyMs: 100 } } });

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

describe('the Alert rules list', () => {
  test('each rule with its condition, threshold and unit, window, state and destinations', async () => {
    const carrier = await addCarrier(api.current, 'Acme SIP trunk');
    await addRule({
      name: 'ASR below 50 %',
      condition: 'carrier_asr_below',
      threshold: 50,
      window_minutes: 60,
      voip_carrier_sid: carrier,
      status_class: null,
    });
    await addRule({
      name: 'Server errors',
      account_sid: ACCOUNT_SID,
      webhook_url: 'https://hooks.example.com/alerts',
      emails: [],
    });
    // six failed calls through the carrier: its ASR is 0 %, the first rule fires on the scheduler's next pass
    await addCalls(api.current, ...Array.from({ length: 6 }, () => ({ answered: false })));
    await waitFor(async () =>
      expect((await spRules()).find((r) => r.name === 'ASR below 50 %')?.state).toBe('firing'),
    );
    renderObservability('/internal/alert-rules', { preloadedState: sessionAs('admin') });
    const asr = await screen.findByRole('row', { name: /ASR below 50 %/ });
    expect(within(asr).getByText('Carrier ASR below')).toBeInTheDocument();
    expect(within(asr).getByText('50 %')).toBeInTheDocument();
    expect(within(asr).getByText('1 h')).toBeInTheDocument();
    expect(within(asr).getByText('Firing')).toBeInTheDocument();
    expect(within(asr).getByText('All accounts')).toBeInTheDocument();
    expect(within(asr).getByText('noc@example.com')).toBeInTheDocument();
    const errors = screen.getByRole('row', { name: /Server errors/ });
    expect(within(errors).getByText('Calls failing with a SIP status class')).toBeInTheDocument();
    expect(within(errors).getByText('3 calls')).toBeInTheDocument();
    expect(within(errors).getByText('15 min')).toBeInTheDocument();
    expect(within(errors).getByText('OK')).toBeInTheDocument();
    expect(within(errors).getByText('default account')).toBeInTheDocument();
    expect(within(errors).getByText('webhook hooks.example.com')).toBeInTheDocument();
    expect(api.current.sent('GET', `/ServiceProviders/${SP_SID}/AlertRules`).length).toBeGreaterThan(0);
  });

  test('the list opened again shows the state the scheduler has since given a rule', async () => {
    const carrier = await addCarrier(api.current, 'Acme SIP trunk');
    await addRule({
      name: 'ASR below 50 %',
      condition: 'carrier_asr_below',
      threshold: 50,
      voip_carrier_sid: carrier,
      status_class: null,
    });
    const { router } = renderObservability('/internal/alert-rules', { preloadedState: sessionAs('admin') });
    const row = await screen.findByRole('row', { name: /ASR below 50 %/ });
    expect(within(row).getByText('OK')).toBeInTheDocument();
    await act(() => router.navigate('/internal/alerts'));
    await screen.findByRole('heading', { level: 1, name: 'Alerts' });
    await readBack(() => api.current.idle());
    await addCalls(api.current, ...Array.from({ length: 6 }, () => ({ answered: false })));
    await waitFor(async () => expect((await spRules())[0].state).toBe('firing'));
    await act(() => router.navigate('/internal/alert-rules'));
    const again = await screen.findByRole('row', { name: /ASR below 50 %/ });
    expect(await within(again).findByText('Firing')).toBeInTheDocument();
  });

  test('none: the empty state', async () => {
    renderObservability('/internal/alert-rules', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText(ALERT_RULE_MESSAGES.noRules)).toBeInTheDocument();
  });

  test('delete asks first; Cancel keeps the rule, Delete removes it with the toast', async () => {
    await addRule({ name: 'Server errors' });
    const { user } = renderObservability('/internal/alert-rules', {
      preloadedState: sessionAs('service_provider'),
    });
    const row = await screen.findByRole('row', { name: /Server errors/ });
    await user.click(within(row).getByRole('button', { name: 'Delete Server errors' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await readBack(spRules)).toHaveLength(1);
    await user.click(within(row).getByRole('button', { name: 'Delete Server errors' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(ALERT_RULE_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText(ALERT_RULE_MESSAGES.noRules)).toBeInTheDocument();
    expect(await readBack(spRules)).toEqual([]);
  });

  test('an account user sees and changes only the rules of its account', async () => {
    const other = await addAccount(api.current, 'Other account');
    await addRule({ name: 'Mine', account_sid: ACCOUNT_SID });
    await addRule({ name: 'Theirs', account_sid: other });
    await addRule({ name: 'Every account' });
    renderObservability('/internal/alert-rules', { preloadedState: sessionAs('account') });
    expect(await screen.findByRole('row', { name: /Mine/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Theirs/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Every account/ })).not.toBeInTheDocument();
    // no account column for an account user
    expect(screen.queryByRole('columnheader', { name: 'Account' })).not.toBeInTheDocument();
    expect(api.current.sent('GET', `/Accounts/${ACCOUNT_SID}/AlertRules`).length).toBeGreaterThan(0);
    expect(api.current.sent('GET', `/ServiceProviders/${SP_SID}/AlertRules`)).toEqual([]);
  });

  test('on a jambonz API the page says so and asks nothing', async () => {
    api.server.use(capabilitiesHandler(null));
    renderObservability('/internal/alert-rules', { preloadedState: sessionAs('admin') });
    expect(await screen.findByText(ALERT_RULE_MESSAGES.notOnJambonz)).toBeInTheDocument();
    expect(api.current.requests.filter((r) => r.path.includes('AlertRules'))).toEqual([]);
  });
});

describe('the alert rule form', () => {
  test('add: the schema’s errors inline, the fields of the condition, then the rule as typed', async () => {
    const carrier = await addCarrier(api.current, 'Acme SIP trunk');
    const { user, router } = renderObservability('/internal/alert-rules/add', {
      preloadedState: sessionAs('admin'),
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('missing field name')).toBeInTheDocument();
    expect(screen.getByText('threshold must be a number')).toBeInTheDocument();
    expect(api.current.sent('POST', `/ServiceProviders/${SP_SID}/AlertRules`)).toEqual([]);

    // the carrier condition asks for a carrier; others their own fields
    expect(screen.getByLabelText('Carrier')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Condition/), 'sip_status_class');
    expect(screen.queryByLabelText('Carrier')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/SIP status class/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Condition/), 'alerts_above');
    expect(screen.getByLabelText(/Alert type/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Condition/), 'carrier_asr_below');

    await user.type(screen.getByLabelText(/Name/), 'ASR below 50 %');
    await user.type(screen.getByLabelText(/Threshold/), '150');
    await user.click(save);
    expect(await screen.findByText('threshold is a percentage')).toBeInTheDocument();
    expect(screen.getByText(ALERT_RULE_MESSAGES.noDestination)).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail addresses'), 'noc@example.com, not-an-address');
    await user.click(save);
    expect(await screen.findByText('emails: not an e-mail address')).toBeInTheDocument();

    // a webhook for every account: it needs an account to sign it
    await user.clear(screen.getByLabelText('E-mail addresses'));
    await user.type(screen.getByLabelText('Webhook URL'), 'https://hooks.example.com/alerts');
    await user.clear(screen.getByLabelText(/Threshold/));
    await user.type(screen.getByLabelText(/Threshold/), '50');
    await user.click(save);
    expect(await screen.findByText(ALERT_RULE_MESSAGES.webhookNeedsAccount)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Webhook URL'));
    await user.type(screen.getByLabelText('E-mail addresses'), 'noc@example.com');
    await user.selectOptions(await screen.findByLabelText('Carrier'), carrier);
    await user.click(save);
    expect(await findToast(ALERT_RULE_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/alert-rules'));
    const [rule] = await readBack(spRules);
    expect(rule).toMatchObject({
      name: 'ASR below 50 %',
      account_sid: null,
      condition: 'carrier_asr_below',
      threshold: 50,
      window_minutes: 15,
      voip_carrier_sid: carrier,
      emails: ['noc@example.com'],
      webhook_url: null,
      is_active: 1,
    });
  });

  test('add a slow-webhook rule: a threshold in ms and no carrier; the list shows it', async () => {
    const { user, router } = renderObservability('/internal/alert-rules/add', {
      preloadedState: sessionAs('admin'),
    });
    await user.selectOptions(await screen.findByLabelText(/Condition/), 'webhook_slow');
    expect(
      screen.getByRole('option', { name: 'Webhook slower than, or failing', selected: true }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Carrier')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/SIP status class/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'Slow app');
    await user.type(screen.getByLabelText(/Threshold/), '3000');
    await user.type(screen.getByLabelText('E-mail addresses'), 'noc@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(ALERT_RULE_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/alert-rules'));
    expect((await readBack(spRules))[0]).toMatchObject({
      name: 'Slow app',
      condition: 'webhook_slow',
      threshold: 3000,
      voip_carrier_sid: null,
    });
    const row = await screen.findByRole('row', { name: /Slow app/ });
    expect(within(row).getByText('Webhook slower than, or failing')).toBeInTheDocument();
    expect(within(row).getByText('3000 ms')).toBeInTheDocument();
  });

  test('the API’s refusal is shown and nothing typed is lost', async () => {
    const carrier = await addCarrier(api.current, 'Acme SIP trunk');
    const { user, router } = renderObservability('/internal/alert-rules/add', {
      preloadedState: sessionAs('account'),
    });
    await user.type(await screen.findByLabelText(/Name/), 'ASR below 50 %');
    await user.type(screen.getByLabelText(/Threshold/), '50');
    await user.type(screen.getByLabelText('E-mail addresses'), 'noc@example.com');
    await user.selectOptions(await screen.findByLabelText('Carrier'), carrier);
    // the carrier goes while the form is open: the API refuses the rule
    await api.current.asAdmin('DELETE', `/VoipCarriers/${carrier}`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(/carrier not found/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/internal/alert-rules/add');
    expect(screen.getByLabelText(/Name/)).toHaveValue('ASR below 50 %');
    expect(screen.getByLabelText('E-mail addresses')).toHaveValue('noc@example.com');
    expect(await readBack(spRules)).toEqual([]);
  });

  test('edit: the saved rule in the fields, a change saved, and its delivery log', async () => {
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
    const { user, router } = renderObservability(`/internal/alert-rules/${sid}/edit`, {
      preloadedState: sessionAs('account'),
    });
    const log = await screen.findByRole('table', { name: 'Delivery log' });
    const [, delivery] = within(log).getAllByRole('row');
    expect(within(delivery).getByText('fired')).toBeInTheDocument();
    expect(within(delivery).getByText('noc@example.com')).toBeInTheDocument();
    expect(within(delivery).getByText('sent')).toBeInTheDocument();
    expect(within(delivery).getByText('1')).toBeInTheDocument();
    expect(screen.getByText('Firing')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('ASR below 50 %');
    expect(screen.getByLabelText(/Threshold/)).toHaveValue(50);
    expect(await screen.findByLabelText('Carrier')).toHaveValue(carrier);

    await user.clear(screen.getByLabelText(/Threshold/));
    await user.type(screen.getByLabelText(/Threshold/), '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(ALERT_RULE_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/internal/alert-rules'));
    const saved = await readBack(() =>
      api.current.asAdmin<AlertRule>('GET', `/Accounts/${ACCOUNT_SID}/AlertRules/${sid}`),
    );
    expect(saved).toMatchObject({ threshold: 40, voip_carrier_sid: carrier, account_sid: ACCOUNT_SID });
  });

  test('a rule without notifications says so', async () => {
    const sid = await addRule({ name: 'Quiet' }, `/Accounts/${ACCOUNT_SID}`);
    renderObservability(`/internal/alert-rules/${sid}/edit`, { preloadedState: sessionAs('account') });
    expect(await screen.findByText(ALERT_RULE_MESSAGES.noDeliveries)).toBeInTheDocument();
  });
});
