import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal';
import { TextField } from '../fields';
import { Button } from '../buttons';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Add service provider
      </button>
      <Modal
        open={open}
        title="Add service provider"
        onClose={() => setOpen(false)}
        dismissible={dismissible}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit">Add</Button>
          </>
        }
      >
        <TextField label="Name" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus moved to its first field', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add service provider' }));
    const dialog = screen.getByRole('dialog', { name: 'Add service provider' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add service provider' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
    await userEvent.tab(); // wraps to the first focusable: the close button
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true }); // wraps backwards to the last
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add service provider' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button, Cancel, and a click on the backdrop', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add service provider' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(opener);
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click inside the dialog does not close it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add service provider' }));
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cannot be dismissed while not dismissible (work in progress)', async () => {
    render(<Harness dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add service provider' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('Escape in a nested dialog closes only that one', async () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      const [outer, setOuter] = useState(true);
      return (
        <Modal open={outer} title="Outer" onClose={() => setOuter(false)}>
          <Button onClick={() => setInner(true)}>Open inner</Button>
          <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
            <Button>Inside</Button>
          </Modal>
        </Modal>
      );
    }
    render(<Nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open inner' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
  });

  it('portals into a wrapper carrying the token class', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add service provider' }));
    expect(screen.getByRole('dialog').closest('.sb-root')).not.toBeNull();
  });
});
