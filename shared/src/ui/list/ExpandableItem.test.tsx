import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ExpandableItem, ExpandableList, FieldList } from './ExpandableItem';

function Calls() {
  const [open, setOpen] = useState(false);
  return (
    <ExpandableList label="Calls">
      <ExpandableItem
        open={open}
        onToggle={() => setOpen((o) => !o)}
        data={{ call: 'c1' }}
        summary={
          <>
            <span>14:51:28</span>
            <span>inbound</span>
          </>
        }
      >
        <FieldList record={{ from: '+15551230000', to: null }} />
      </ExpandableItem>
    </ExpandableList>
  );
}

describe('ExpandableItem', () => {
  it('opens and closes its panel from the summary button; the panel lists every field', async () => {
    render(<Calls />);
    const list = screen.getByRole('list', { name: 'Calls' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveAttribute('data-call', 'c1');
    const summary = within(item).getByRole('button', { name: /14:51:28/ });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('from:')).not.toBeInTheDocument();
    await userEvent.click(summary);
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(summary.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('from:+15551230000');
    expect(panel).toHaveTextContent('to:null');
    await userEvent.click(summary);
    expect(screen.queryByText('from:')).not.toBeInTheDocument();
  });
});
