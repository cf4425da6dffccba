import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDelete, deleteQuestion, messageOf } from './ConfirmDelete';

function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Acme
      </button>
      <ConfirmDelete
        open={open}
        name="Acme"
        what="account"
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDelete', () => {
  it('asks about the item by name, focusing Cancel first', async () => {
    render(<Harness onConfirm={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete account' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Acme?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('Cancel closes without deleting and returns focus', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete Acme' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('is busy while deleting (no second click, no Escape), then closes', async () => {
    const pending = deferred();
    const onConfirm = jest.fn(() => pending.promise);
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const del = screen.getByRole('button', { name: 'Delete' });
    expect(del).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(del);
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    pending.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when the deletion is refused, and stays open", async () => {
    const onConfirm = jest.fn(() =>
      Promise.reject({ status: 422, msg: 'cannot delete account with phone numbers' }),
    );
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cannot delete account with phone numbers');
    expect(screen.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy');
  });

  it('a refusal in the database’s words says what failed, with the text behind Details', async () => {
    const sql = 'Cannot delete or update a parent row: a foreign key constraint fails (`jambones`.`lcr`)';
    const onConfirm = jest.fn(() =>
      Promise.reject({ status: 500, msg: 'The server refused the request', details: sql }),
    );
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Acme' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Acme could not be deleted: the server refused it',
    );
    expect(screen.getByText(sql)).not.toBeVisible();
    await userEvent.click(screen.getByText('Details'));
    expect(screen.getByText(sql)).toBeVisible();
  });

  it('can block the deletion and explain why', () => {
    render(
      <ConfirmDelete open name="Acme" onConfirm={jest.fn()} onCancel={jest.fn()} confirmDisabled>
        <p>Remove its 2 applications first.</p>
      </ConfirmDelete>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Confirm delete' })).toHaveTextContent(
      'Remove its 2 applications first.',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('helpers', () => {
    expect(deleteQuestion('Acme')).toBe('Are you sure you want to delete Acme?');
    expect(messageOf({ msg: 'a' })).toBe('a');
    expect(messageOf({ data: { msg: 'b' } })).toBe('b');
    expect(messageOf(new Error('c'))).toBe('c');
    expect(messageOf('d')).toBe('d');
    expect(messageOf(undefined)).toBe('Something went wrong, please try again');
  });
});
