import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDeleteWithChecks, type ConfirmDeleteWithChecksProps } from './ConfirmDeleteWithChecks';

function renderDialog(props: Partial<ConfirmDeleteWithChecksProps> = {}) {
  const onConfirm = jest.fn(async () => undefined);
  const onCancel = jest.fn();
  render(
    <ConfirmDeleteWithChecks
      what="carrier"
      name="Twilio"
      checks={[{ isFetching: false }, { isFetching: false }]}
      blockers={() => []}
      checksFor="what uses this carrier"
      blockedTitle="This carrier is in use and cannot be deleted"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Delete carrier' });
  return { dialog, onConfirm, onCancel, confirm: within(dialog).getByRole('button', { name: 'Delete' }) };
}

describe('ConfirmDeleteWithChecks', () => {
  it('keeps Delete disabled while the checks run', () => {
    const blockers = jest.fn(() => []);
    const { dialog, confirm } = renderDialog({
      checks: [{ isFetching: true }, { isFetching: false }],
      blockers,
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking what uses this carrier');
    expect(confirm).toBeDisabled();
    expect(blockers).not.toHaveBeenCalled();
  });

  it('says a check failed, with the server’s message, and keeps Delete disabled', () => {
    const { dialog, confirm } = renderDialog({
      checks: [{ isFetching: false }, { isFetching: false, error: { status: 500, msg: 'lookup failed' } }],
    });
    expect(within(dialog).getByText('Could not check what uses this carrier')).toBeInTheDocument();
    expect(within(dialog).getByText('lookup failed')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
  });

  it('lists what remains under the title and intro, and keeps Delete disabled', () => {
    const { dialog, confirm } = renderDialog({
      blockers: () => ['2 phone numbers: 1555, 1666', '1 outbound call route: default'],
      blockedIntro: 'Move them to another carrier first.',
    });
    expect(within(dialog).getByText('This carrier is in use and cannot be deleted')).toBeInTheDocument();
    expect(within(dialog).getByText('Move them to another carrier first.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 phone numbers: 1555, 1666', '1 outbound call route: default']);
    expect(confirm).toBeDisabled();
  });

  it('deletes once nothing remains', async () => {
    const { confirm, onConfirm } = renderDialog();
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
