// A simulated call packed for writing: its trace, capture and log lines compressed as stored (packBlob), its
// recording described as stored. Half the work of a simulated call, which the pool's workers do.
import { webhookExchanges } from '@switchboard/shared/call-analysis';
import type { OtlpTrace } from '@switchboard/shared/types';
import {
  packBlob,
  postDialDelayMs,
  storedMedia,
  type AlertRecord,
  type CdrRecord,
  type PackedBlob,
  type StoredMedia,
  type WebhookTiming,
} from '../../areas/observability';
import type { SimulatedCall } from './artefacts';
import type { SimulatedStream } from './media';

/** A simulated call as it is written: its trace, capture and log lines packed (packBlob), the rest as made. */
export interface PackedCall {
  cdr: CdrRecord;
  alerts: AlertRecord[];
  trace: PackedBlob | null;
  /** the trace's webhook exchanges, read here so the writer indexes them without unpacking the trace */
  webhooks: WebhookTiming[];
  capture: PackedBlob | null;
  /** the capture's post-dial delay, read here so the writer keeps it without unpacking the capture */
  pdd_ms: number | null;
  logs: PackedBlob | null;
  recording: { key: string; media: StoredMedia } | null;
  /** the media server's stream reports, as made (small: written as they are) */
  quality: SimulatedStream[];
}

/** Packs what the call carries for storage: half the work of a simulated call, which workers can do (see pool). */
export function packCall(call: SimulatedCall): PackedCall {
  return {
    cdr: call.cdr,
    alerts: call.alerts,
    trace: call.trace ? packBlob(call.trace, call.spans) : null,
    webhooks: call.trace
      ? webhookExchanges(JSON.parse(call.trace) as OtlpTrace).map(
          ({ spanId, method, url, status, at, ms }) => ({
            spanId,
            method,
            url,
            status,
            at,
            ms,
          }),
        )
      : [],
    capture: call.capture ? packBlob(call.capture, call.capture.length) : null,
    pdd_ms: call.capture ? postDialDelayMs(call.capture) : null,
    logs: call.logs.length ? packBlob(call.logs, call.logs.length) : null,
    recording: call.recording && { key: call.recording.key, media: storedMedia(call.recording.media) },
    quality: call.quality,
  };
}
