// The routing tester against the API in memory: the carriers, their gateways' pings (as the SBC reports them) and
// the routing tables are the API's; the page looks the dialled number up as it is typed.
import { screen, waitFor, within } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { capabilitiesHandler } from '@switchboard/shared/testing';
import { setLanguage } from '@switchboard/shared/i18n';
import { ROUTING_TESTER_MESSAGES as M } from '@switchboard/shared/constants';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  addAccount,
  addCarrier,
  addLcr,
  addSipGateway,
  reportPings,
} from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const { api, sessionAs } = setupContractTest();

afterEach(() => setLanguage('en'));

/** Two carriers whose gateways the SBC pings; `ukDown`: the UK trunk's last ping went unanswered. */
async function carriers(pings?: { ukDown: boolean }) {
  const uk = await addCarrier(api.current, 'UK trunk');
  const us = await addCarrier(api.current, 'US trunk');
  const ukGateway = await addSipGateway(api.current, uk, '192.0.2.44', { send_options_ping: true });
  const usGateway = await addSipGateway(api.current, us, '192.0.2.1', { send_options_ping: true });
  if (pings) {
    await reportPings(api.current, ukGateway, [1], pings.ukDown ? null : 200);
    await reportPings(api.current, usGateway, [1], 200);
  }
  return { uk, us };
}

/** A routing table (the provider's unless `account_sid`): its sid. */
async function table(
  routes: Array<[string, string]>,
  fallback: string,
  name = 'Provider routing',
  owner: { account_sid?: string } = {},
) {
  return (await addLcr(api.current, name, routes, fallback, owner)).lcrSid;
}

const result = () => screen.getByTestId('routing-test-result');
// The rows the form highlights. The highlight comes a render after the result (the tester tells the form in an
// effect), so it is waited for: read at once, it can still be the previous number's.
const matchedRows = () =>
  Array.from(document.querySelectorAll('[data-matched]')).map(
    (el) => el.getAttribute('data-route-position') ?? 'default',
  );

describe('Test a number', () => {
  it('answers as the number is typed: the matching route highlighted, the carriers with their health', async () => {
    const { uk, us } = await carriers({ ukDown: true });
    const lcr = await table(
      [
        ['^44', uk],
        ['^1', us],
      ],
      us,
    );
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    const number = await screen.findByLabelText('Dialled number');
    await user.type(number, '442071234567');
    expect(await within(result()).findByText('Route 1 matches: ^44 (priority 0).')).toBeInTheDocument();
    expect(within(result()).getByText(M.providerTable('Provider routing'))).toBeInTheDocument();
    const tried = within(result()).getByRole('list', { name: M.carriersTitle });
    expect(within(tried).getByText('UK trunk')).toBeInTheDocument();
    expect(within(tried).getByText('Down')).toBeInTheDocument();
    expect(within(tried).getByText('192.0.2.44:5060: down')).toBeInTheDocument();
    expect(within(result()).getByText(M.noUsableGateway)).toBeInTheDocument();
    await waitFor(() => expect(matchedRows()).toEqual(['1']));

    await user.clear(number);
    await user.type(number, '1 212 555 0100');
    expect(await within(result()).findByText('Route 2 matches: ^1 (priority 1).')).toBeInTheDocument();
    expect(within(result()).getByText(M.testedAs('12125550100'))).toBeInTheDocument();
    expect(
      within(within(result()).getByRole('list', { name: M.carriersTitle })).getByText('Up'),
    ).toBeInTheDocument();
    await waitFor(() => expect(matchedRows()).toEqual(['2']));

    // dialled with a +: the ^1 route does not take it (the SBC matches the number as dialled)
    await user.clear(number);
    await user.type(number, '+12125550100');
    expect(await within(result()).findByText('Route 3 matches: .* (priority 9999).')).toBeInTheDocument();
    await waitFor(() => expect(matchedRows()).toEqual(['default']));
    // why not the others
    await user.click(within(result()).getByRole('button', { name: M.explainToggle }));
    const every = within(result()).getByRole('list', { name: 'Every route' });
    expect(
      within(every)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1. ^44 (UK trunk) — Does not match: the number does not start with ^44, and the regular expression ^44 finds no match in it.',
      '2. ^1 (US trunk) — Does not match: the number does not start with ^1, and the regular expression ^1 finds no match in it. It would without the leading +: the SBC sees the number as the application dials it.',
      '3. .* (US trunk) — Matches: the regular expression .* finds a match in the number.',
    ]);
  });

  it('tests the routes as they are on the form, before they are saved', async () => {
    const { uk, us } = await carriers();
    const lcr = await table([['^44', uk]], us);
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.type(await screen.findByLabelText('Dialled number'), '4930123456');
    expect(await within(result()).findByText('Route 2 matches: .* (priority 9999).')).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: 'Route 1 regex or digit prefix' });
    await user.clear(first);
    await user.type(first, '49');
    expect(await within(result()).findByText('Route 1 matches: 49 (priority 0).')).toBeInTheDocument();
    await waitFor(() => expect(matchedRows()).toEqual(['1']));
    // a pattern being typed that is no expression yet: the look-up stops there
    await user.clear(first);
    await user.type(first, '[[4');
    expect(await within(result()).findByText(M.invalidPattern)).toBeInTheDocument();
    await waitFor(() => expect(matchedRows()).toEqual([]));
  });

  it('the account’s own table applies over the provider’s; the provider’s page says which', async () => {
    const { uk, us } = await carriers();
    const other = await addAccount(api.current, 'other account');
    const lcr = await table([['^44', uk]], us);
    await table([['^1', us]], uk, 'Other routing', { account_sid: other });
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.type(await screen.findByLabelText('Dialled number'), '442071234567');
    expect(await within(result()).findByText(M.providerTable('Provider routing'))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(M.accountLabel), other);
    expect(await within(result()).findByText(M.accountTable('Other routing'))).toBeInTheDocument();
    expect(within(result()).getByText(M.otherTable)).toBeInTheDocument();
    expect(within(result()).getByText('Route 2 matches: .* (priority 9999).')).toBeInTheDocument();
    // not this page's table: nothing highlighted here
    await waitFor(() => expect(matchedRows()).toEqual([]));
    expect(
      within(within(result()).getByRole('list', { name: M.carriersTitle })).getByText('UK trunk'),
    ).toBeInTheDocument();
  });

  it('without routing that applies, the carriers the SBC picks from; on jambonz, no health', async () => {
    api.server.use(capabilitiesHandler(null));
    const { uk, us } = await carriers();
    const lcr = await table([['^44', uk]], us);
    await api.current.asAdmin('PUT', `/Lcrs/${lcr}`, { is_active: false });
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.type(await screen.findByLabelText('Dialled number'), '442071234567');
    expect(await within(result()).findByText(M.inactiveTable('Provider routing'))).toBeInTheDocument();
    expect(within(result()).getByText(M.noTable)).toBeInTheDocument();
    const picks = within(result()).getByRole('list', { name: 'Carriers the SBC picks from' });
    expect(
      within(picks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['UK trunk', 'US trunk']);
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });

  it('the list page tests the saved tables; the routes are listed with the match', async () => {
    const { uk, us } = await carriers();
    await table([['^44', uk]], us);
    const { user } = renderTelephony('/internal/least-cost-routing', { preloadedState: sessionAs('admin') });
    await user.type(await screen.findByLabelText('Dialled number'), '4420');
    expect(await within(result()).findByText('Route 1 matches: ^44 (priority 0).')).toBeInTheDocument();
    await user.click(within(result()).getByRole('button', { name: M.explainToggle }));
    expect(
      within(result())
        .getByText(/^2\. \.\*/)
        .closest('li'),
    ).toHaveTextContent('Not tried: route 1 matched first.');
  });

  it('an account user tests its own account’s calls', async () => {
    const { uk, us } = await carriers();
    const lcr = await table([['^44', uk]], us, 'Own routing', { account_sid: TEST_ACCOUNT_SID });
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, {
      preloadedState: sessionAs('account'),
    });
    await user.type(await screen.findByLabelText('Dialled number'), '4420');
    expect(await within(result()).findByText(M.accountTable('Own routing'))).toBeInTheDocument();
    expect(screen.queryByLabelText(M.accountLabel)).not.toBeInTheDocument();
    await waitFor(() => expect(matchedRows()).toEqual(['1']));
  });

  it('speaks German: the verdict, the carriers with their health and why not the other routes', async () => {
    await setLanguage('de');
    const { uk, us } = await carriers({ ukDown: true });
    const lcr = await table(
      [
        ['^44', uk],
        ['^1', us],
      ],
      us,
    );
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByRole('group', { name: 'Eine Nummer testen' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Gewählte Nummer'), '+442071234567');
    expect(await within(result()).findByText('Route 3 passt: .* (Priorität 9999).')).toBeInTheDocument();
    expect(
      within(result()).getByText('Es gilt das Routing des Service-Providers: Provider routing.'),
    ).toBeInTheDocument();
    const tried = within(result()).getByRole('list', {
      name: 'Carrier in der Reihenfolge, in der sie versucht würden',
    });
    expect(within(tried).getByText('verwendet')).toBeInTheDocument();
    await user.click(within(result()).getByRole('button', { name: 'Warum nicht die anderen Routen?' }));
    const every = within(result()).getByRole('list', { name: 'Alle Routen' });
    expect(
      within(every)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '1. ^44 (UK trunk) – Passt nicht: Die Nummer beginnt nicht mit ^44, und der reguläre Ausdruck ^44 findet darin keinen Treffer. Ohne das führende + würde sie passen: Der SBC sieht die Nummer so, wie die Anwendung sie wählt.',
      '2. ^1 (US trunk) – Passt nicht: Die Nummer beginnt nicht mit ^1, und der reguläre Ausdruck ^1 findet darin keinen Treffer.',
      '3. .* (US trunk) – Passt: Der reguläre Ausdruck .* findet einen Treffer in der Nummer.',
    ]);
  });
});
