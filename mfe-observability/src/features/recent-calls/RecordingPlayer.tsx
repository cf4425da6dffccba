// The recording player in a call's footer: the waveform drawn by wavesurfer.js (8000 Hz, one lane per channel),
// states loading / ready / playing / paused, play/pause, jumps of ±15 s, the DTMF digits of the call's trace marked
// on the waveform (at least 0.1 s wide) and listed, download, and delete after a confirmation.
import { useEffect, useMemo, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.js';
import type { OtlpTrace, RecentCall } from '@switchboard/shared/types';
import { toast } from '@switchboard/shared/bus';
import { toApiError } from '@switchboard/shared/api';
import { Button, ConfirmDelete, IconTrash, cx, useResolvedTheme } from '@switchboard/shared/ui';
import { DTMF_REGION_MIN_SECONDS, RECORDING_JUMP_SECONDS } from '@switchboard/shared/validation';
import { useTranslation } from '@switchboard/shared/i18n';
import { OBSERVABILITY_NAMESPACE } from '../../i18n/resources';
import { useDeleteRecordingMutation, useFetchFile, type FetchedFile } from './api';
import { dtmfRegions, jumpTarget, type PlayerState } from './player.rules';
import { formatDuration } from './recent-calls.rules';
import { waveformColors, waveformOptions } from './waveform';
import styles from '../../lib/observability.module.css';

export interface RecordingPlayerProps {
  call: Pick<RecentCall, 'call_sid' | 'recording_url'>;
  /** the call's trace, for the DTMF regions (when the call has one) */
  trace?: OtlpTrace;
  /** may delete (not view-only) */
  canDelete: boolean;
  onDeleted: () => void;
  /** the call page's chosen moment, s into the recording: marked on the waveform and the cursor put there */
  highlight?: number | null;
  /** the call page hears of a moment chosen on the waveform (s into the recording) */
  onPick?: (seconds: number) => void;
}

export function RecordingPlayer({
  call,
  trace,
  canDelete,
  onDeleted,
  highlight = null,
  onPick,
}: RecordingPlayerProps) {
  const { t } = useTranslation(OBSERVABILITY_NAMESPACE);
  const fetchFile = useFetchFile();
  const [deleteRecording] = useDeleteRecordingMutation();
  const [file, setFile] = useState<FetchedFile | null>(null);
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const surfer = useRef<WaveSurfer | null>(null);
  const regions = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  const path = call.recording_url ?? '';
  const fileName = `callid-${call.call_sid}.wav`;
  const dtmf = useMemo(() => dtmfRegions(trace), [trace]);
  const pick = useRef(onPick);
  pick.current = onPick;

  // 1. the file, with the session's token
  useEffect(() => {
    let live = true;
    setState('loading');
    fetchFile(path, fileName).then(
      (fetched) => live && setFile(fetched),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, [fetchFile, path, fileName]);
  // the download link's object URL lives as long as the file
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file.blob);
    setDownloadUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // 2. the waveform, driven by wavesurfer's events
  useEffect(() => {
    if (!file || !container.current) return;
    const plugin = RegionsPlugin.create();
    const ws = WaveSurfer.create({ ...waveformOptions(container.current), plugins: [plugin] });
    surfer.current = ws;
    regions.current = plugin;
    // Its <audio> reads the Blob's object URL through: with the browser's default preload ('metadata') Chromium
    // cancels its first read once it has the header, an aborted blob: request in the page's network log.
    const media = ws.getMediaElement();
    if (media) media.preload = 'auto';
    // decoded from the Blob itself: no fetch of a blob: URL (the page's CSP allows API calls only)
    ws.loadBlob(file.blob).catch(() => setState('error'));
    const offs = [
      ws.on('ready', (d) => {
        setDuration(d);
        setState('ready');
      }),
      ws.on('play', () => setState('playing')),
      ws.on('pause', () => setState('paused')),
      ws.on('finish', () => setState('paused')),
      ws.on('timeupdate', (t) => setTime(t)),
      ws.on('error', () => setState('error')),
      ws.on('interaction', (t) => pick.current?.(t)),
    ];
    return () => {
      offs.forEach((off) => off());
      ws.destroy();
      surfer.current = null;
      regions.current = null;
    };
  }, [file]);

  // wavesurfer's scroll box (part="scroll" of its shadow root) scrolls a long recording sideways: reachable from the
  // keyboard (arrow keys scroll it) and named, like any scrollable region (axe: scrollable-region-focusable)
  const waveformLabel = t('player.waveform');
  useEffect(() => {
    const scroll = surfer.current?.getWrapper().parentElement;
    if (!scroll) return;
    scroll.tabIndex = 0;
    scroll.setAttribute('role', 'group');
    scroll.setAttribute('aria-label', waveformLabel);
  }, [file, waveformLabel]);

  // the theme's colours (tokens.css) when the theme changes after the waveform was drawn
  const theme = useResolvedTheme();
  useEffect(() => {
    const ws = surfer.current;
    if (!ws) return;
    const { splitChannels, cursorColor } = waveformColors(container.current);
    ws.setOptions({ splitChannels, cursorColor });
  }, [theme]);

  // 3. the DTMF digits on the waveform once it is drawn
  const ready = state !== 'loading' && state !== 'error';
  useEffect(() => {
    const plugin = regions.current;
    if (!ready || !plugin) return;
    const mark = waveformColors(container.current).mark;
    plugin.clearRegions();
    for (const region of dtmf)
      plugin.addRegion({
        id: region.id,
        start: region.start,
        end: region.end,
        color: mark,
        drag: false,
        resize: false,
        content: region.digit,
        channelIdx: 0,
      });
  }, [ready, dtmf, theme]);

  // 4. the call page's chosen moment: a mark on the waveform, and the cursor there
  useEffect(() => {
    const plugin = regions.current;
    const ws = surfer.current;
    if (!ready || !plugin || !ws) return;
    plugin
      .getRegions()
      .find((r) => r.id === 'moment')
      ?.remove();
    if (highlight === null || highlight < 0 || highlight > ws.getDuration()) return;
    plugin.addRegion({
      id: 'moment',
      start: highlight,
      end: Math.min(ws.getDuration(), highlight + DTMF_REGION_MIN_SECONDS),
      color: waveformColors(container.current).moment,
      drag: false,
      resize: false,
    });
    ws.setTime(highlight);
    setTime(highlight);
  }, [ready, highlight, theme]);

  const seek = (to: number) => {
    surfer.current?.setTime(to);
    setTime(to);
  };
  const jump = (direction: 1 | -1) => {
    const ws = surfer.current;
    if (ws) seek(jumpTarget(ws.getCurrentTime(), ws.getDuration(), direction));
  };

  return (
    <section
      className={styles.player}
      aria-label={t('player.recording')}
      data-highlight={highlight !== null && ready ? highlight.toFixed(2) : undefined}
    >
      <div ref={container} className={styles.waveform} data-testid="waveform" />
      <div className={styles.playerBar}>
        <Button
          variant="secondary"
          size="sm"
          disabled={!ready}
          onClick={() => jump(-1)}
          aria-label={t('player.back', { seconds: RECORDING_JUMP_SECONDS })}
        >
          −{RECORDING_JUMP_SECONDS}s
        </Button>
        <Button size="sm" disabled={!ready} onClick={() => void surfer.current?.playPause()}>
          {state === 'playing' ? t('player.pause') : t('player.play')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!ready}
          onClick={() => jump(1)}
          aria-label={t('player.forward', { seconds: RECORDING_JUMP_SECONDS })}
        >
          +{RECORDING_JUMP_SECONDS}s
        </Button>
        <span className={styles.clock} data-testid="player-clock">
          {formatDuration(time)} / {formatDuration(duration)}
        </span>
        <span role="status" className={styles.muted} data-state={state}>
          {t(`player.${state}`)}
        </span>
        {file && downloadUrl ? (
          <a className={styles.spanButton} href={downloadUrl} download={file.fileName}>
            {t('player.download')}
          </a>
        ) : null}
        {canDelete ? (
          <Button variant="link" size="sm" icon={<IconTrash />} onClick={() => setConfirming(true)}>
            {t('player.delete')}
          </Button>
        ) : null}
      </div>
      {dtmf.length && ready ? (
        <p className={styles.dtmfList}>
          {t('player.dtmf')}{' '}
          {dtmf.map((region) => (
            <button
              key={region.id}
              type="button"
              className={cx(styles.spanButton, styles.digitButton)}
              onClick={() => seek(region.start)}
              aria-label={t('player.digit', {
                digit: region.digit,
                time: formatDuration(region.start),
                duration: region.duration,
              })}
            >
              {region.digit} @ {formatDuration(region.start)}
            </button>
          ))}
        </p>
      ) : null}
      <ConfirmDelete
        open={confirming}
        what={t('player.what')}
        name={call.call_sid ?? ''}
        message={t('player.confirm', { call: call.call_sid ?? '' })}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await deleteRecording({ path }).unwrap();
          } catch (error) {
            throw { msg: toApiError(error).msg };
          }
          toast('success', t('callMessages.recordingDeleted'));
          setConfirming(false);
          onDeleted();
        }}
      />
    </section>
  );
}
