import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Section, PageHeader } from './Section';
import { Tabs } from './Tabs';

describe('Section and PageHeader', () => {
  it('a section is a region named by its heading', () => {
    render(
      <Section title="API keys" actions={<button type="button">Add key</button>}>
        <p>content</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'API keys' })).toHaveTextContent('content');
    expect(screen.getByRole('heading', { level: 2, name: 'API keys' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add key' })).toBeInTheDocument();
  });

  it('the page header has the h1 and actions', () => {
    render(<PageHeader title="Accounts" actions={<a href="/internal/accounts/add">Add account</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add account' })).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'admin', label: 'Admin', panel: <p>Admin settings</p> },
    { id: 'sp', label: 'Service provider', panel: <p>SP settings</p> },
    { id: 'other', label: 'Other', panel: <p>Other panel</p> },
  ];

  it('follows the WAI-ARIA tabs pattern', () => {
    render(<Tabs label="Settings" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    const admin = screen.getByRole('tab', { name: 'Admin' });
    expect(admin).toHaveAttribute('aria-selected', 'true');
    expect(admin).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Service provider' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Admin' });
    expect(panel).toHaveTextContent('Admin settings');
    expect(admin).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('SP settings')).not.toBeInTheDocument();
  });

  it('arrow keys move and select (wrapping), Home and End go to the ends', async () => {
    const onChange = jest.fn();
    render(<Tabs label="Settings" tabs={tabs} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Admin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Service provider' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('SP settings');
    expect(onChange).toHaveBeenLastCalledWith('sp');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Admin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Admin' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Other' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects with a click, skips disabled tabs, and can be controlled', async () => {
    const onChange = jest.fn();
    const withDisabled = [tabs[0], { ...tabs[1], disabled: true }, tabs[2]];
    const { rerender } = render(
      <Tabs label="Settings" tabs={withDisabled} selected="admin" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Admin' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('other');
    // Controlled: nothing changes until the parent says so.
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Admin settings');
    rerender(<Tabs label="Settings" tabs={withDisabled} selected="other" onChange={onChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Other panel');
  });

  it('falls back to the first tab when the selected one is not available', () => {
    render(<Tabs label="Settings" tabs={tabs.slice(1)} selected="admin" />);
    expect(screen.getByRole('tab', { name: 'Service provider' })).toHaveAttribute('aria-selected', 'true');
  });
});
