import { useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBox, FILTER_DELAY_MS, useDebouncedValue } from './FilterBox';

describe('FilterBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('is a labelled search box, 1000 ms by default', () => {
    expect(FILTER_DELAY_MS).toBe(1000);
    render(<FilterBox onChange={jest.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toBeInTheDocument();
  });

  it('reports the text once typing has paused for the delay, not before', async () => {
    const user = setup();
    const onChange = jest.fn();
    render(<FilterBox onChange={onChange} />);
    await user.type(screen.getByRole('searchbox'), 'acme');
    act(() => jest.advanceTimersByTime(FILTER_DELAY_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('acme');
  });

  it('restarts the pause on every keystroke and reports only the last text', async () => {
    const user = setup();
    const onChange = jest.fn();
    render(<FilterBox onChange={onChange} delay={500} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'ac');
    act(() => jest.advanceTimersByTime(400));
    await user.type(box, 'me');
    act(() => jest.advanceTimersByTime(400));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('acme');
  });

  it('applies at once on Enter, without submitting a form, and trims', async () => {
    const user = setup();
    const onChange = jest.fn();
    const onSubmit = jest.fn();
    render(
      <form onSubmit={onSubmit}>
        <FilterBox onChange={onChange} />
      </form>,
    );
    await user.type(screen.getByRole('searchbox'), ' acme {Enter}');
    expect(onChange).toHaveBeenCalledWith('acme');
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(FILTER_DELAY_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not report text that did not change what is filtered', async () => {
    const user = setup();
    const onChange = jest.fn();
    render(<FilterBox onChange={onChange} defaultValue="acme" />);
    await user.type(screen.getByRole('searchbox'), ' ');
    act(() => jest.advanceTimersByTime(FILTER_DELAY_MS));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a value reset from outside without reporting it back', async () => {
    const user = setup();
    const onChange = jest.fn();
    function Outer() {
      const [filter, setFilter] = useState('acme');
      return (
        <>
          <FilterBox
            value={filter}
            onChange={(v) => {
              onChange(v);
              setFilter(v);
            }}
          />
          <button type="button" onClick={() => setFilter('')}>
            Reset
          </button>
        </>
      );
    }
    render(<Outer />);
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('acme');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box).toHaveValue('');
    act(() => jest.advanceTimersByTime(FILTER_DELAY_MS));
    expect(onChange).not.toHaveBeenCalled();
    await user.type(box, 'bravo');
    act(() => jest.advanceTimersByTime(FILTER_DELAY_MS));
    expect(onChange).toHaveBeenCalledWith('bravo');
    expect(box).toHaveValue('bravo');
  });

  it('drops a pending report when unmounted', async () => {
    const user = setup();
    const onChange = jest.fn();
    const { unmount } = render(<FilterBox onChange={onChange} />);
    await user.type(screen.getByRole('searchbox'), 'x');
    unmount();
    act(() => jest.advanceTimersByTime(FILTER_DELAY_MS));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value only after it stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(150));
    rerender({ value: 'abc' });
    act(() => jest.advanceTimersByTime(150));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('abc');
  });
});
