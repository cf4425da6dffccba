// The recording player driven through wavesurfer's own events (wavesurfer itself needs Web Audio and a canvas,
// which jsdom lacks): its states, play/pause, ±15 s, the DTMF regions of the trace, download and delete — the
// recording served and deleted by the API in memory.
import { act, screen, waitFor } from '@testing-library/react';
import { setupContractTest } from '@switchboard/shared/testing/contract';
import { findToast, readBack, renderWithProviders } from '@switchboard/shared/testing';
import { FakeWaveSurfer, fakeRegions, resetFakeWaveSurfer } from '../../testing/wavesurfer-mock';
import { makeTrace } from '../../testing/fixtures';
import { ACCOUNT_SID } from '../../testing/seed';
import { setThemeChoice } from '@switchboard/shared/ui';
import { RecordingPlayer } from './RecordingPlayer';

jest.mock('wavesurfer.js', () => ({
  __esModule: true,
  default: jest.requireActual('../../testing/wavesurfer-mock').FakeWaveSurfer,
}));
jest.mock('wavesurfer.js/dist/plugins/regions.js', () => ({
  __esModule: true,
  default: jest.requireActual('../../testing/wavesurfer-mock').FakeRegionsPlugin,
}));

const { api, sessionAs } = setupContractTest();
const CALL = 'aaaaaaaa-bbbb-4ccc-8ddd-00000000abcd';
const PATH = `/Accounts/${ACCOUNT_SID}/RecentCalls/${CALL}/record/2026/03/18/wav`;

async function recorded() {
  await api.current.platform.recording(ACCOUNT_SID, CALL, '2026/03/18', 60_000);
}

beforeEach(() => {
  resetFakeWaveSurfer();
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:recording'), revokeObjectURL: jest.fn() });
});

function renderPlayer(options: { canDelete?: boolean; onDeleted?: () => void } = {}) {
  return renderWithProviders(
    <RecordingPlayer
      call={{ call_sid: CALL, recording_url: PATH }}
      trace={makeTrace('t'.repeat(32))}
      canDelete={options.canDelete ?? true}
      onDeleted={options.onDeleted ?? (() => undefined)}
    />,
    { preloadedState: sessionAs('account') },
  );
}

const surfer = async () => {
  await waitFor(() => expect(FakeWaveSurfer.instances).toHaveLength(1));
  return FakeWaveSurfer.instances[0];
};
const status = () => screen.getByRole('status');

test('loading, then ready: the waveform at 8000 Hz, the file fetched with the session’s token', async () => {
  await recorded();
  renderPlayer();
  expect(status()).toHaveTextContent('Loading the recording…');
  expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  const ws = await surfer();
  expect(ws.options.sampleRate).toBe(8000);
  await waitFor(() => expect(ws.loaded).not.toBeNull());
  // the API's WAV: a minute of 8000 Hz stereo 16-bit audio after its 44-byte header
  expect(ws.loaded!.size).toBe(44 + 60 * 8000 * 4);
  // its <audio> reads the whole Blob: no first read cancelled at the header (an aborted blob: request)
  expect(ws.preloadAtLoad).toBe('auto');
  expect(api.current.requests.find((r) => r.path === PATH)?.authorization).toMatch(/^Bearer /);
  act(() => ws.becomeReady(60));
  expect(status()).toHaveTextContent('Ready');
  expect(screen.getByTestId('player-clock')).toHaveTextContent('00:00 / 01:00');
  expect(screen.getByRole('link', { name: 'Download recording' })).toHaveAttribute(
    'download',
    `callid-${CALL}.wav`,
  );
});

test("the waveform's scroll box is reachable from the keyboard, named", async () => {
  await recorded();
  renderPlayer();
  const ws = await surfer();
  await waitFor(() => expect(ws.scroll).toHaveAttribute('tabindex', '0'));
  expect(ws.scroll).toHaveAttribute('role', 'group');
  expect(ws.scroll).toHaveAccessibleName('Waveform');
});

test('play, pause; +15 s moves the cursor, −15 s stops at the start', async () => {
  await recorded();
  const { user } = renderPlayer();
  const ws = await surfer();
  act(() => ws.becomeReady(60));
  await user.click(screen.getByRole('button', { name: 'Play' }));
  expect(status()).toHaveTextContent('Playing');
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
  expect(ws.time).toBe(15);
  expect(screen.getByTestId('player-clock')).toHaveTextContent('00:15 / 01:00');
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(status()).toHaveTextContent('Paused');
  await user.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
  await user.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
  expect(ws.time).toBe(0);
  act(() => ws.emit('error', new Error('decode')));
  expect(status()).toHaveTextContent('The recording could not be loaded');
});

test('the DTMF digits of the trace are marked on the waveform, at least 0.1 s wide, and listed', async () => {
  await recorded();
  const { user } = renderPlayer();
  const ws = await surfer();
  act(() => ws.becomeReady(60));
  await waitFor(() => expect(fakeRegions.added).toHaveLength(2));
  const [four, two] = fakeRegions.added;
  expect(four).toMatchObject({ content: '4', start: 2 });
  expect(four.end! - four.start).toBeCloseTo(0.1);
  expect(two.end! - two.start).toBeCloseTo(0.18);
  await user.click(screen.getByRole('button', { name: /Digit 2 at 00:05/ }));
  expect(ws.time).toBe(5);
});

test('delete after confirmation: the API’s DELETE, the spec’s toast, the player goes', async () => {
  await recorded();
  const onDeleted = jest.fn();
  const { user } = renderPlayer({ onDeleted });
  const ws = await surfer();
  act(() => ws.becomeReady(60));
  await user.click(screen.getByRole('button', { name: 'Delete recording' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(`Are you sure you want to delete the recording of call ${CALL}?`);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await findToast('Successfully deleted record')).toBeInTheDocument();
  expect(api.current.requests.some((r) => r.method === 'DELETE' && r.path === PATH)).toBe(true);
  expect(onDeleted).toHaveBeenCalled();
  await expect(readBack(() => api.current.asAdmin('GET', PATH))).rejects.toThrow(/404/);
});

test('view-only users get no delete; a missing recording shows the error state', async () => {
  renderPlayer({ canDelete: false });
  expect(screen.queryByRole('button', { name: 'Delete recording' })).not.toBeInTheDocument();
  expect(await screen.findByText('The recording could not be loaded')).toBeInTheDocument();
});

test('a theme picked after the waveform is drawn redraws it in that theme’s colours, marks too', async () => {
  await recorded();
  renderPlayer();
  const ws = await surfer();
  act(() => ws.becomeReady(60));
  const cleared = fakeRegions.cleared;
  act(() => setThemeChoice('dark'));
  try {
    expect(ws.optionsSet).toHaveLength(1);
    expect(Object.keys(ws.optionsSet[0]).sort()).toEqual(['cursorColor', 'splitChannels']);
    expect(fakeRegions.cleared).toBe(cleared + 1);
  } finally {
    act(() => setThemeChoice('system'));
  }
});
