// The observability area (the portal's mfe-observability): recent calls with the chart and the CSV export, alerts,
// SIP captures and their pcaps, traces, call logs, recordings, call quality, alert rules (evaluated in this process, rules/engine.ts), and the ingest path that feature servers (and the
// simulator) report through. Each resource is a folder with its route plugin, its service and its repository (all
// its SQL); records/ is what every resource reads: the stored call records, alerts and artefacts. See ../README.md.
import type { Api } from '../../http/zod';
import { alertRoutes } from './alerts/routes';
import { callLogRoutes } from './call-logs/routes';
import { ingestRoutes } from './ingest/routes';
import { qualityRoutes } from './quality/routes';
import { recentCallRoutes } from './recent-calls/routes';
import { recordingRoutes } from './recordings/routes';
import { alertRuleRoutes } from './rules/routes';
import { sipCaptureRoutes } from './sip-captures/routes';
import { statisticsRoutes } from './statistics/routes';
import { traceRoutes } from './traces/routes';
import { usageRoutes } from './usage-limits/routes';

// What the rest of the API uses of this area: its settings from the environment.
export { observabilityOptionsFromEnv, type ObservabilityOptions } from './options';
// What the simulator and the bench (api/src/dev) write through: the records as a feature server reports them, and
// the recordings of the platform's own media store.
export { RecordRepository } from './records/repository';
export { ArtefactRepository, type WebhookTiming } from './records/artefacts';
export { packBlob, type PackedBlob } from './records/packing';
export { postDialDelayMs } from './sip-captures/pdd';
export type { AlertRecord, CdrRecord, SipCapture } from './records/shapes';
// What other areas' ingest routes share: who may report, and a batch of records checked one by one.
export { requireReporter } from './ingest/service';
export { NO_RECORDS, batchOf } from './ingest/schema';
export { LocalRecordingStore, recordingKey, storedMedia, type StoredMedia } from './recordings/stores';
export type { DtmfTone, RecordingMedia, SpeechSegment } from './recordings/wav';
// Call quality: the streams' store (the simulator's writes, and the statistics built on it).
export { QualityRepository, type QualityStreamKey } from './quality/repository';

export async function observabilityArea(app: Api): Promise<void> {
  await app.register(recentCallRoutes);
  await app.register(alertRoutes);
  await app.register(sipCaptureRoutes);
  await app.register(traceRoutes);
  await app.register(callLogRoutes);
  await app.register(recordingRoutes);
  await app.register(qualityRoutes);
  await app.register(statisticsRoutes);
  await app.register(alertRuleRoutes);
  await app.register(usageRoutes);
  await app.register(ingestRoutes);
}
