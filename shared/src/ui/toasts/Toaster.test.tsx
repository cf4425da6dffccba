import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, toast } from '@switchboard/shared/bus';
import { Toaster, TOAST_DURATION_MS } from './Toaster';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
  });

  const region = () => screen.getByRole('region', { name: 'Notifications' });

  it('the spec constant is 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows a toast from the bus in a live region and removes it after 5000 ms', () => {
    render(<Toaster />);
    expect(region()).toHaveAttribute('aria-live', 'polite');
    act(() => toast('success', 'Deleted account Acme'));
    expect(within(region()).getByRole('status')).toHaveTextContent('Deleted account Acme');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Deleted account Acme')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Deleted account Acme')).not.toBeInTheDocument();
  });

  it('announces errors assertively (role alert)', () => {
    render(<Toaster />);
    act(() => bus.emit('toast', { kind: 'error', message: 'The server cannot be reached' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The server cannot be reached');
  });

  it('stacks several toasts, each with its own timer', () => {
    render(<Toaster />);
    act(() => toast('success', 'First'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => toast('info', 'Second'));
    act(() => toast('error', 'Third'));
    expect(
      within(region())
        .getAllByText(/First|Second|Third/)
        .map((el) => el.textContent),
    ).toEqual(['First', 'Second', 'Third']);
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
  });

  it('the same message again restarts its timer instead of showing a copy', () => {
    render(<Toaster />);
    act(() => toast('error', 'Login credentials are incorrect'));
    act(() => jest.advanceTimersByTime(4000));
    act(() => toast('error', 'Login credentials are incorrect'));
    expect(screen.getAllByText('Login credentials are incorrect')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Login credentials are incorrect')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Login credentials are incorrect')).not.toBeInTheDocument();
  });

  it('the server’s own text waits behind Details; open, the toast stays until dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    act(() =>
      toast(
        'error',
        'The phone number could not be saved: the server refused it',
        "Unknown column 'description' in 'INSERT INTO'",
      ),
    );
    const shown = screen.getByRole('alert');
    expect(shown).toHaveTextContent('The phone number could not be saved: the server refused it');
    expect(screen.queryByText(/Unknown column/)).not.toBeInTheDocument();
    const toggle = within(shown).getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(shown).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText("Unknown column 'description' in 'INSERT INTO'")).toBeInTheDocument();
    await user.unhover(shown);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText(/could not be saved/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
  });

  it('can be dismissed before its time', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    act(() => toast('info', 'Hello'));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('pauses while hovered, and restarts the full time after', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Toaster />);
    act(() => toast('success', 'Saved'));
    await user.hover(screen.getByText('Saved'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await user.unhover(screen.getByText('Saved'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('stops listening when unmounted', () => {
    const before = bus.listenerCount('toast');
    const { unmount } = render(<Toaster />);
    expect(bus.listenerCount('toast')).toBe(before + 1);
    unmount();
    expect(bus.listenerCount('toast')).toBe(before);
  });
});
