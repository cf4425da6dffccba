// Outbound call routing against the API in memory: who sees which table, creating one with its routes in one
// call, saving every route in one PUT, deleting a route, the drag handles, the feature switch.
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupContractApi } from '@switchboard/api/testing';
import { currentUrl, findToast, readBack } from '@switchboard/shared/testing';
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/constants';
import type { Lcr, LcrRoute } from '@switchboard/shared/types';
import {
  ACCOUNT_SID as TEST_ACCOUNT_SID,
  SP_SID as TEST_SP_SID,
  addAccount,
  addCarrier,
  addLcr,
} from '../../testing/seed';
import { renderTelephony } from '../../testing/render';

const api = setupContractApi();
const sessionAs = (...args: Parameters<typeof api.current.sessionAs>) => api.current.sessionAs(...args);

async function carriers() {
  return {
    uk: await addCarrier(api.current, 'UK trunk'),
    us: await addCarrier(api.current, 'US trunk'),
  };
}

/** A saved table with `routes` and the default route to `fallback`: its sid and routes (default last). */
async function savedLcr(
  routes: Array<[string, string]>,
  fallback: string,
  owner: { account_sid?: string } = {},
) {
  const saved = await addLcr(api.current, 'Saved routing', routes, fallback, owner);
  return { lcr: saved.lcrSid, routes: [...saved.routes].sort((a, b) => a.priority - b.priority) };
}

describe('outbound call routing', () => {
  it('admins see the list; deleting one says "Deleted outbound call route"', async () => {
    const { uk } = await carriers();
    await savedLcr([['44', uk]], uk);
    const { user } = renderTelephony('/internal/least-cost-routing', { preloadedState: sessionAs('admin') });
    const row = await screen.findByRole('row', { name: /Saved routing/ });
    expect(within(row).getByText('active')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete Saved routing' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast(T.lcrDeleted)).toBeInTheDocument();
    expect(await screen.findByText(T.noLcrs)).toBeInTheDocument();
  });

  it('others are sent to their own table, told why; or to add one', async () => {
    const uk = await addCarrier(api.current, 'UK trunk', { account_sid: TEST_ACCOUNT_SID });
    const { lcr } = await savedLcr([['44', uk]], uk, { account_sid: TEST_ACCOUNT_SID });
    const { router } = renderTelephony('/internal/least-cost-routing', {
      preloadedState: sessionAs('account'),
    });
    await waitFor(() => expect(currentUrl(router)).toBe(`/internal/least-cost-routing/${lcr}/edit`));
    expect(await screen.findByText(T.noLcrPermission)).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Saved routing');
  });

  it('a service-provider user without one goes to add it', async () => {
    await carriers();
    const { router } = renderTelephony('/internal/least-cost-routing', {
      preloadedState: sessionAs('service_provider'),
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/least-cost-routing/add'));
    expect(
      await screen.findByRole('heading', { name: 'Add outbound call routing', level: 1 }),
    ).toBeInTheDocument();
  });

  it('creates the table, then its routes in one call with the system default route last', async () => {
    const { uk, us } = await carriers();
    const { user, router } = renderTelephony('/internal/least-cost-routing/add', {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add route' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.lcrNameRequired)).toBeInTheDocument();
    expect(screen.getByText(T.defaultCarrierRequired)).toBeInTheDocument();
    expect(screen.getByText(T.routeRegexRequired)).toBeInTheDocument();
    expect(screen.getByText(T.routeCarrierRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Route 1 regex or digit prefix' }), '(');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.routeRegexInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'New routing');
    await user.selectOptions(screen.getByLabelText('Default carrier'), 'US trunk');
    await user.clear(screen.getByRole('textbox', { name: 'Route 1 regex or digit prefix' }));
    await user.type(screen.getByRole('textbox', { name: 'Route 1 regex or digit prefix' }), '44');
    await user.type(screen.getByRole('textbox', { name: 'Route 1 description' }), 'UK');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Route 1 carrier' }), 'UK trunk');
    await user.click(screen.getByRole('button', { name: 'Add route' }));
    await user.type(screen.getByRole('textbox', { name: 'Route 2 regex or digit prefix' }), '1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Route 2 carrier' }), 'US trunk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.lcrCreated)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/least-cost-routing'));
    expect(api.current.sent('POST', '/Lcrs')[0].body).toEqual({
      name: 'New routing',
      is_active: true,
      account_sid: null,
      service_provider_sid: TEST_SP_SID,
    });
    const [batch] = api.current.sent('POST', /^\/Lcrs\/.+\/Routes$/);
    expect(batch.body).toEqual([
      {
        regex: '44',
        description: 'UK',
        priority: 0,
        lcr_carrier_set_entries: [{ voip_carrier_sid: uk, priority: 0 }],
      },
      {
        regex: '1',
        description: null,
        priority: 1,
        lcr_carrier_set_entries: [{ voip_carrier_sid: us, priority: 0 }],
      },
      {
        regex: '.*',
        description: 'System Default Route',
        priority: 9999,
        lcr_carrier_set_entries: [{ voip_carrier_sid: us, priority: 0 }],
      },
    ]);
    // what the API keeps: the table and its three routes
    const [saved] = await readBack(() => api.current.asAdmin<Lcr[]>('GET', '/Lcrs'));
    expect(saved).toMatchObject({ name: 'New routing', service_provider_sid: TEST_SP_SID });
    const routes = await readBack(() =>
      api.current.asAdmin<LcrRoute[]>('GET', `/LcrRoutes?lcr_sid=${saved.lcr_sid}`),
    );
    expect(routes.map((r) => r.regex).sort()).toEqual(['.*', '1', '44']);
  });

  it('a provider’s table saved while an account was remembered: the list opens on all accounts, showing it', async () => {
    await carriers();
    const other = await addAccount(api.current, 'other account');
    const { session } = sessionAs('admin');
    const { user, router } = renderTelephony('/internal/least-cost-routing/add', {
      preloadedState: { session: { ...session, accountSid: other } },
    });
    await user.type(await screen.findByLabelText('Name'), 'Provider routing');
    await user.selectOptions(screen.getByLabelText('Default carrier'), 'US trunk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.lcrCreated)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/internal/least-cost-routing'));
    expect(await screen.findByRole('row', { name: /Provider routing/ })).toBeInTheDocument();
  });

  it('saves every route in one PUT (sids kept); only routes changed: "rule successfully updated"', async () => {
    const { uk, us } = await carriers();
    const { lcr, routes } = await savedLcr(
      [
        ['44', uk],
        ['1', us],
      ],
      us,
    );
    const [route1, route2, fallback] = routes;
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    const second = await screen.findByRole('textbox', { name: 'Route 2 regex or digit prefix' });
    await user.clear(second);
    await user.type(second, '1[[2-9]');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.lcrRuleUpdated)).toBeInTheDocument();
    const [batch] = api.current.sent('PUT', `/Lcrs/${lcr}/Routes`);
    expect(batch.body).toEqual([
      expect.objectContaining({ lcr_route_sid: route1.lcr_route_sid, regex: '44', priority: 0 }),
      expect.objectContaining({ lcr_route_sid: route2.lcr_route_sid, regex: '1[2-9]', priority: 1 }),
      expect.objectContaining({
        lcr_route_sid: fallback.lcr_route_sid,
        regex: '.*',
        priority: 9999,
        lcr_carrier_set_entries: [
          {
            voip_carrier_sid: us,
            priority: 0,
            lcr_carrier_set_entry_sid: fallback.lcr_carrier_set_entries?.[0].lcr_carrier_set_entry_sid,
          },
        ],
      }),
    ]);
    expect(api.current.sent('PUT', `/Lcrs/${lcr}`)).toEqual([]);
    const kept = await readBack(() => api.current.asAdmin<LcrRoute[]>('GET', `/LcrRoutes?lcr_sid=${lcr}`));
    expect(kept.find((r) => r.lcr_route_sid === route2.lcr_route_sid)?.regex).toBe('1[2-9]');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findToast(T.lcrUpdated)).toBeInTheDocument();
    expect(api.current.sent('PUT', `/Lcrs/${lcr}`)[0].body).toEqual({ name: 'Renamed', is_active: true });
  });

  it('removing a saved route deletes it with the spec’s toast', async () => {
    const { uk, us } = await carriers();
    const { lcr, routes } = await savedLcr(
      [
        ['44', uk],
        ['1', us],
      ],
      us,
    );
    const { user } = renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, {
      preloadedState: sessionAs('admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove route 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete route' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await findToast(T.lcrRuleDeleted)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Route 1 regex or digit prefix' })).toHaveValue('1');
    expect(api.current.sent('DELETE', `/LcrRoutes/${routes[0].lcr_route_sid}`)).toHaveLength(1);
    const left = await readBack(() => api.current.asAdmin<LcrRoute[]>('GET', `/LcrRoutes?lcr_sid=${lcr}`));
    expect(left.map((r) => r.regex).sort()).toEqual(['.*', '1']);
  });

  it('the route handles are keyboard-operable drag handles with instructions', async () => {
    const { uk, us } = await carriers();
    const { lcr } = await savedLcr(
      [
        ['44', uk],
        ['1', us],
      ],
      us,
    );
    renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, { preloadedState: sessionAs('admin') });
    const handle = await screen.findByRole('button', { name: 'Move route 1' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions).toHaveTextContent(
      /press Space or Enter on its handle, move it with the up and down arrow keys/,
    );
  });

  it('a route away from the screen gets its drag handle once near it, or focused (the focus stays)', async () => {
    // what the browser reports: here no route is near the screen until the test says so
    const observed = new Set<Element>();
    let report: IntersectionObserverCallback = () => undefined;
    class TestIntersectionObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(element: Element) {
        observed.add(element);
      }
      unobserve(element: Element) {
        observed.delete(element);
      }
      disconnect() {
        observed.clear();
      }
      takeRecords() {
        return [];
      }
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
    try {
      const { uk, us } = await carriers();
      const { lcr } = await savedLcr(
        [
          ['44', uk],
          ['1', us],
          ['33', uk],
        ],
        us,
      );
      renderTelephony(`/internal/least-cost-routing/${lcr}/edit`, { preloadedState: sessionAs('admin') });
      const handles = await Promise.all(
        [1, 2, 3].map((n) => screen.findByRole('button', { name: `Move route ${n}` })),
      );
      await waitFor(() => expect(observed.size).toBe(3));
      for (const handle of handles) expect(handle).not.toHaveAttribute('aria-roledescription');

      const row1 = handles[0].closest('li')!;
      act(() =>
        report(
          [{ target: row1, isIntersecting: true } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(handles[0]).toHaveAttribute('aria-roledescription', 'sortable');
      expect(handles[2]).not.toHaveAttribute('aria-roledescription');

      act(() => handles[2].focus());
      expect(handles[2]).toHaveAttribute('aria-roledescription', 'sortable');
      expect(handles[2]).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Move route 3' })).toBe(handles[2]);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('without carriers, says so and keeps Save disabled; for an account, says so for the account', async () => {
    const { user } = renderTelephony('/internal/least-cost-routing/add', {
      preloadedState: sessionAs('admin'),
    });
    expect(await screen.findByText(T.noCarriers)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Used by'), 'default account');
    expect(await screen.findByText(T.noCarriersForAccount)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('is switched off with the LCR feature', async () => {
    renderTelephony('/internal/least-cost-routing', {
      preloadedState: sessionAs('admin'),
      config: { features: { lcr: false } },
    });
    expect(await screen.findByText('Outbound call routing is switched off.')).toBeInTheDocument();
  });
});
