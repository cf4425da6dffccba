// The SIP ladder of a 5,000-message call: only the rows near the screen are in the document, each saying where it
// stands in the whole list; the chosen moment's message far down is brought into view and marked, and a click on
// its arrow opens it; Tab walks from arrow to arrow past the rows rendered, and the focused row stays.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@switchboard/shared/testing';
import { buildLadder, hostNamesOf } from './ladder.rules';
import type { SipMessage } from './sip-message';
import { SipLadder } from './SipLadder';

const CARRIER = '203.0.113.5';
const SBC = '198.51.100.20';
const T0 = Date.UTC(2026, 2, 18, 15, 0, 0) * 1000;
const COUNT = 5000;

/** A long dialog between the carrier and the SBC: an INFO and its 200 OK every 200 ms. */
function message(i: number): SipMessage {
  const request = i % 2 === 0;
  const cseq = `${Math.floor(i / 2) + 1} INFO`;
  const startLine = request ? `INFO sip:b@${SBC} SIP/2.0` : 'SIP/2.0 200 OK';
  const headers = [
    { name: 'Call-ID', value: 'long@203.0.113.5' },
    { name: 'CSeq', value: cseq },
  ];
  return {
    micros: T0 + i * 100_000,
    src: request ? CARRIER : SBC,
    dst: request ? SBC : CARRIER,
    srcPort: 5060,
    dstPort: 5060,
    transport: 'udp',
    method: request ? 'INFO' : null,
    status: request ? null : 200,
    reason: request ? '' : 'OK',
    uri: request ? `sip:b@${SBC}` : null,
    startLine,
    headers,
    body: '',
    raw: `${startLine}\r\nCall-ID: long@203.0.113.5\r\nCSeq: ${cseq}\r\n\r\n`,
  };
}

const ladder = buildLadder(
  [Array.from({ length: COUNT }, (_, i) => message(i))],
  hostNamesOf({ host: SBC, remote_host: CARRIER, trunk: null }),
  'long@203.0.113.5',
);
const window = { start: T0 / 1000, end: T0 / 1000 + COUNT * 100 };

beforeAll(() => {
  // jsdom has no layout: the scroller measures 900 × 480 (the virtualiser renders the rows in view)
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 900 });
  // nor scrolling: the ladder's rows are 5,000 × 30 px high, and scrolling an element moves it and says so
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => COUNT * 30 });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    setTimeout(() => this.dispatchEvent(new Event('scroll')));
  } as HTMLElement['scrollTo'];
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

test('a 5,000-message ladder renders the rows in view, each with its place in the whole list', () => {
  renderWithProviders(
    <SipLadder ladder={ladder} window={window} current={-1} chosen={null} onChoose={() => {}} />,
  );
  expect(ladder.arrows).toHaveLength(COUNT);
  const list = screen.getByRole('list', { name: 'SIP messages' });
  const rows = within(list).getAllByRole('listitem');
  // 480 px of 30 px rows and a few either side
  expect(rows.length).toBeGreaterThanOrEqual(16);
  expect(rows.length).toBeLessThan(40);
  expect(rows[0]).toHaveAttribute('aria-posinset', '1');
  expect(rows[0]).toHaveAttribute('aria-setsize', String(COUNT));
  expect(rows[1]).toHaveAttribute('aria-posinset', '2');
  expect(within(rows[0]).getByRole('button')).toHaveAccessibleName(
    `INFO from Caller ${CARRIER} to SBC ${SBC} at +0.000 s`,
  );
  expect(screen.getByText(/5,000 messages/)).toBeInTheDocument();
});

test('the moment’s message far down is brought into view and marked; its arrow opens it', async () => {
  const onChoose = jest.fn();
  const { rerender } = renderWithProviders(
    <SipLadder ladder={ladder} window={window} current={-1} chosen={null} onChoose={onChoose} />,
  );
  rerender(<SipLadder ladder={ladder} window={window} current={4321} chosen={null} onChoose={onChoose} />);
  const list = screen.getByRole('list', { name: 'SIP messages' });
  const row = await waitFor(() => {
    const found = list.querySelector('li[aria-current="true"]');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  expect(row).toHaveAttribute('aria-posinset', '4322');
  expect(row).toHaveTextContent('+432.100 s');
  // the first rows have left the document
  expect(list.querySelector('li[data-arrow="0"]')).toBeNull();

  await userEvent.click(within(row).getByRole('button', { name: /^200 OK from SBC/ }));
  expect(onChoose).toHaveBeenCalledWith(4321);
  rerender(<SipLadder ladder={ladder} window={window} current={4321} chosen={4321} onChoose={onChoose} />);
  expect(screen.getByRole('region', { name: 'SIP message 200 OK' })).toBeInTheDocument();
  expect(screen.getByTestId('sip-message-text')).toHaveTextContent('CSeq: 2161 INFO');
});

test('Tab from the last row rendered finds the next arrow; the focused row stays when the ladder scrolls away', async () => {
  renderWithProviders(
    <SipLadder ladder={ladder} window={window} current={-1} chosen={null} onChoose={() => {}} />,
  );
  const list = screen.getByRole('list', { name: 'SIP messages' });
  const rendered = within(list).getAllByRole('listitem');
  const lastRendered = rendered[rendered.length - 1];
  const next = Number(lastRendered.getAttribute('data-arrow')) + 1;
  expect(list.querySelector(`li[data-arrow="${next}"]`)).toBeNull();

  const user = userEvent.setup();
  act(() => within(lastRendered).getByRole('button').focus());
  await user.tab();
  expect(document.activeElement?.closest('li')).toHaveAttribute('data-arrow', String(next));

  // scrolled far away (the wheel, the scroll bar): the focused row is still there, with the focus
  const scroller = screen.getByTestId('ladder-scroller');
  act(() => {
    scroller.scrollTop = 3000 * 30;
    scroller.dispatchEvent(new Event('scroll'));
  });
  await waitFor(() => expect(list.querySelector('li[data-arrow="3000"]')).not.toBeNull());
  expect(document.activeElement?.closest('li')).toHaveAttribute('data-arrow', String(next));
  await user.tab({ shift: true });
  expect(document.activeElement?.closest('li')).toHaveAttribute('data-arrow', String(next - 1));
});
