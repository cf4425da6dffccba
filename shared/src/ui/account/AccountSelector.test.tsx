import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSelector } from './AccountSelector';

const accounts = [
  { account_sid: 'z', name: 'zeta' },
  { account_sid: 'a', name: 'Acme' },
  { account_sid: 'b', name: 'bravo' },
];

describe('AccountSelector', () => {
  it('lists the accounts by name with an "All accounts" choice', async () => {
    const onChange = jest.fn();
    render(<AccountSelector accounts={accounts} value={null} onChange={onChange} allOption />);
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All accounts', 'Acme', 'bravo', 'zeta']);
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'bravo');
    expect(onChange).toHaveBeenLastCalledWith('b');
  });

  it('reports null when "All accounts" is chosen', async () => {
    const onChange = jest.fn();
    render(
      <AccountSelector accounts={accounts} value="a" onChange={onChange} allOption="All" label="Used by" />,
    );
    const select = screen.getByRole('combobox', { name: 'Used by' });
    expect(select).toHaveValue('a');
    await userEvent.selectOptions(select, 'All');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('is disabled while the accounts load, and shows required and errors', () => {
    const { rerender } = render(<AccountSelector accounts={undefined} value={null} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Account' })).toBeDisabled();
    rerender(
      <AccountSelector
        accounts={accounts}
        value={null}
        onChange={jest.fn()}
        required
        placeholder="Choose an account"
        error="Account is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(select).toBeEnabled();
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Account is required');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('Choose an account');
  });
});
