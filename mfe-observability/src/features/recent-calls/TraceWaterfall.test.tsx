// A long trace's waterfall is windowed (only the rows near the screen are in the document): Tab walks from span to
// span past the rows rendered, and the focused row stays in the document when the list scrolls away from it.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@switchboard/shared/testing';
import { makeTrace } from '../../testing/fixtures';
import { TraceWaterfall } from './TraceWaterfall';

const SPANS = 500;

beforeAll(() => {
  // jsdom has no layout: the scroller measures 900 × 420, its rows are 26 px high
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 420 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 900 });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 600 * 26 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
});

test('Tab from the last span rendered finds the next; the focused row stays when the list scrolls away', async () => {
  renderWithProviders(<TraceWaterfall trace={makeTrace('f'.repeat(32), SPANS)} />);
  const list = screen.getByRole('list', { name: 'Spans' });
  const rows = () => within(list).getAllByRole('listitem');
  const place = (element: Element | null) => element?.closest('li')?.getAttribute('aria-posinset');
  const lastRendered = rows()[rows().length - 1];
  const next = Number(lastRendered.getAttribute('aria-posinset')) + 1;
  expect(list.querySelector(`li[aria-posinset="${next}"]`)).toBeNull();

  const user = userEvent.setup();
  const buttons = within(lastRendered).getAllByRole('button');
  act(() => buttons[buttons.length - 1].focus());
  await user.tab();
  expect(place(document.activeElement)).toBe(String(next));

  const scroller = screen.getByTestId('trace-scroller');
  act(() => {
    scroller.scrollTop = 400 * 26;
    scroller.dispatchEvent(new Event('scroll'));
  });
  await waitFor(() => expect(list.querySelector('li[aria-posinset="401"]')).not.toBeNull());
  expect(place(document.activeElement)).toBe(String(next));
  await user.tab({ shift: true });
  expect(place(document.activeElement)).toBe(String(next - 1));
});
