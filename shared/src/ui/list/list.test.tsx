import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { DataTable, type Column } from './DataTable';
import { RowActions } from '@switchboard/shared/ui-links';
import { ListFooter } from './ListFooter';

interface Account {
  account_sid: string;
  name: string;
}

const columns: Column<Account>[] = [
  { key: 'name', header: 'Name', render: (a) => a.name, rowHeader: true },
  { key: 'sid', header: 'SID', render: (a) => a.account_sid },
];

const accounts: Account[] = [
  { account_sid: 'a1', name: 'Acme' },
  { account_sid: 'b2', name: 'Bravo' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Account>>[0]> = {}) {
  return render(
    <MemoryRouter>
      <DataTable<Account>
        caption="Accounts"
        columns={columns}
        rows={accounts}
        getRowKey={(a) => a.account_sid}
        emptyText="No Accounts."
        {...props}
      />
    </MemoryRouter>,
  );
}

describe('DataTable', () => {
  it('renders a named table with a row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Acme' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'b2' })).toBeInTheDocument();
  });

  it('labels each cell for the narrow layout (cards), hidden from assistive tech that has the column header', () => {
    renderTable();
    const cell = screen.getByRole('cell', { name: 'b2' });
    // the card shows 'SID' beside the value; the accessible name stays the value
    expect(cell).toHaveTextContent('SIDb2');
    expect(within(cell).getByText('SID')).toHaveAttribute('aria-hidden', 'true');
    // the row header is the card's title: no label
    expect(screen.getByRole('rowheader', { name: 'Acme' })).toHaveTextContent(/^Acme$/);
  });

  it('shows the empty text when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No Accounts.')).toBeInTheDocument();
  });

  it('shows a loading skeleton on the first load, and aria-busy while refreshing', () => {
    const { unmount } = renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading accounts');
    expect(screen.queryByText('No Accounts.')).not.toBeInTheDocument();
    unmount();
    renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error instead of the empty text', () => {
    renderTable({ rows: undefined, error: 'The server cannot be reached' });
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached');
    expect(screen.queryByText('No Accounts.')).not.toBeInTheDocument();
  });

  it('puts the error’s action (e.g. Retry) next to it, with or without rows', async () => {
    const retry = jest.fn();
    const action = <button onClick={retry}>Retry</button>;
    const { unmount } = renderTable({ rows: undefined, error: 'Server error', errorAction: action });
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
    renderTable({ error: 'Server error', errorAction: action });
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('has row actions named after each item', async () => {
    const onDelete = jest.fn();
    renderTable({
      rowActions: (a) => (
        <RowActions
          name={a.name}
          editTo={`/internal/accounts/${a.account_sid}/edit`}
          onDelete={() => onDelete(a)}
        />
      ),
    });
    expect(screen.getByRole('link', { name: 'Edit Acme' })).toHaveAttribute(
      'href',
      '/internal/accounts/a1/edit',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Bravo' }));
    expect(onDelete).toHaveBeenCalledWith(accounts[1]);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });

  it('leaves out actions that are not given (view-only users)', () => {
    renderTable({ rowActions: (a) => <RowActions name={a.name} editTo="/x" /> });
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe('ListFooter', () => {
  it("shows 'Total: N record(s)' and its controls", () => {
    render(
      <ListFooter total={42}>
        <button type="button">Next page</button>
      </ListFooter>,
    );
    expect(screen.getByText('Total: 42 record(s)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });
});
