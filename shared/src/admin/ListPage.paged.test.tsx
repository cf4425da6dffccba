// ListPage over real HTTP against the API in memory with a server-paged list (the carriers' `{total, data}` for
// `?page=&page_size=`), one that needs an account, and one with selectable rows and header actions.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ACCOUNT_SID, addServiceProvider } from '@switchboard/api/testing';
import { setLanguage } from '@switchboard/shared/i18n';
import { HttpResponse, apiUrl, findToast, http } from '@switchboard/shared/testing';
import {
  otherAccount,
  contract,
  addCarriers,
  CarriersPage,
  rowNames,
  carrierRequests,
  renderPage,
} from './ListPage.fixtures';

describe('ListPage over a paged API (server-side paging)', () => {
  it('asks for one page at a time with the page size, and shows the total the server counts', async () => {
    await addCarriers(28);
    const { user } = renderPage(<CarriersPage />);
    await screen.findByRole('rowheader', { name: 'carrier 00' });
    expect(rowNames()).toHaveLength(25);
    expect(screen.getByText('Total: 28 record(s)')).toBeInTheDocument();
    expect(carrierRequests()).toEqual(['?page=1&page_size=25']);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('rowheader', { name: 'carrier 27' });
    expect(rowNames()).toHaveLength(3);
    expect(carrierRequests().at(-1)).toBe('?page=2&page_size=25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    await waitFor(() => expect(rowNames()).toHaveLength(28));
    expect(carrierRequests().at(-1)).toBe('?page=1&page_size=50');
  });

  it('sends the filter text and the "Used by" account to the server', async () => {
    // the default account's own carriers: an account's list also holds the service provider's
    await addCarriers(2, DEFAULT_ACCOUNT_SID);
    await addCarriers(1, otherAccount(), 'acme');
    const { user } = renderPage(<CarriersPage />);
    await screen.findByRole('rowheader', { name: 'carrier 00' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Used by' }), 'Acme');
    await waitFor(() => expect(rowNames()).toEqual(['acme 00']));
    expect(carrierRequests().at(-1)).toBe(`?page=1&page_size=25&account_sid=${otherAccount()}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Used by' }), 'All accounts');
    await user.type(screen.getByRole('searchbox', { name: 'Filter carriers' }), '01{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['carrier 01']));
    expect(carrierRequests().at(-1)).toBe('?page=1&page_size=25&name=01');
  });

  it('goes back a page when a deletion empties the last one, with the default message', async () => {
    await addCarriers(26);
    const { user } = renderPage(<CarriersPage />);
    await screen.findByRole('rowheader', { name: 'carrier 00' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete carrier 25' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Deleted carrier carrier 25')).toBeInTheDocument();
    expect(await screen.findByText('Total: 25 record(s)')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toHaveLength(25));
    expect(screen.queryByText('No carriers.')).not.toBeInTheDocument();
    expect(carrierRequests().at(-1)).toBe('?page=1&page_size=25');
  });
});

describe('ListPage that needs an account', () => {
  const needsAccount = { mode: 'required' as const };

  it('works on the first account by name until one is chosen, and adds to the chosen one', async () => {
    await addCarriers(1, DEFAULT_ACCOUNT_SID, 'mine');
    await addCarriers(1, otherAccount(), 'acme');
    const { user } = renderPage(
      <CarriersPage
        accountFilter={needsAccount}
        add={{ label: 'Add carrier', to: (sid) => `/internal/carriers/add?account_sid=${sid}` }}
      />,
    );
    expect(await screen.findByRole('rowheader', { name: 'acme 00' })).toBeInTheDocument();
    const selector = screen.getByRole('combobox', { name: 'Account' });
    expect(within(selector).queryByRole('option', { name: 'All accounts' })).not.toBeInTheDocument();
    await user.selectOptions(selector, 'default account');
    expect(await screen.findByRole('rowheader', { name: 'mine 00' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add carrier' })).toHaveAttribute(
      'href',
      `/internal/carriers/add?account_sid=${DEFAULT_ACCOUNT_SID}`,
    );
  });

  it('prompts to create an account first when there is none', async () => {
    const empty = await addServiceProvider(contract.current, 'no accounts yet');
    renderPage(<CarriersPage accountFilter={needsAccount} />, '/internal/list', 'admin', {
      serviceProviderSid: empty,
    });
    expect(
      await screen.findByText('You must create an account before you can create a carrier.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add account' })).toHaveAttribute(
      'href',
      '/internal/accounts/add',
    );
    expect(screen.queryByRole('link', { name: 'Add carrier' })).not.toBeInTheDocument();
  });

  it('says its account texts in the language in use', async () => {
    const empty = await addServiceProvider(contract.current, 'no accounts yet');
    await setLanguage('de');
    try {
      const { unmount } = renderPage(
        <CarriersPage accountFilter={needsAccount} />,
        '/internal/list',
        'admin',
        {
          serviceProviderSid: empty,
        },
      );
      expect(
        await screen.findByText('Sie müssen zuerst ein Konto anlegen, bevor Sie hier etwas anlegen können.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Konto hinzufügen' })).toBeInTheDocument();
      unmount();
      await addCarriers(1, DEFAULT_ACCOUNT_SID);
      const second = renderPage(<CarriersPage accountFilter={{ mode: 'optional' }} />);
      const selector = await screen.findByRole('combobox', { name: 'Konto' });
      expect(within(selector).getByRole('option', { name: 'Alle Konten' })).toBeInTheDocument();
      second.unmount();
    } finally {
      await setLanguage('en');
    }
  });

  it('shows why the accounts cannot be read, with Retry', async () => {
    let fail = true;
    // a 500 the API in memory cannot be made to answer: this test's own handler, then the API again
    contract.server.use(
      http.get(apiUrl('/ServiceProviders/:sid/Accounts'), () =>
        fail ? HttpResponse.json({ msg: 'accounts unavailable' }, { status: 500 }) : undefined,
      ),
    );
    await addCarriers(1, DEFAULT_ACCOUNT_SID);
    const { user } = renderPage(<CarriersPage accountFilter={needsAccount} />);
    expect(await screen.findByText('accounts unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The rows render once for the list and again once the account is chosen: wait for the row to stay.
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'carrier 00' })).toBeInTheDocument());
  });
});

describe('ListPage with selectable rows and header actions', () => {
  function SelectingPage() {
    const [selected, setSelected] = useState<Set<string>>(new Set());
    return (
      <CarriersPage
        selection={{ selected, onChange: setSelected, label: (c) => `Select ${c.name}` }}
        headerActions={(params) => <p>{`Exporting page ${params.page}, filter "${params.filter}"`}</p>}
      >
        <p>{`${selected.size} selected`}</p>
      </CarriersPage>
    );
  }

  it('selects rows one by one or every row of the page, and lets header actions see the list’s state', async () => {
    await addCarriers(3);
    const { user } = renderPage(<SelectingPage />);
    const box = (name: string) => screen.getByRole('checkbox', { name });
    await user.click(await screen.findByRole('checkbox', { name: 'Select carrier 01' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(box('Select every row of this page')).toHaveProperty('indeterminate', true);
    await user.click(box('Select every row of this page'));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(box('Select carrier 00')).toBeChecked();
    await user.click(box('Select every row of this page'));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByText('Exporting page 1, filter ""')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Filter carriers'), '02');
    expect(
      await screen.findByText('Exporting page 1, filter "02"', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
