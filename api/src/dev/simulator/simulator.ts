// The traffic simulator: a voice platform's days for the accounts in the database. For each account it places
// inbound calls to its numbers (through the carrier that owns each number) and outbound calls from them, with a
// working-day rhythm, SIP outcomes and termination reasons in realistic proportions, and durations; and, as the
// platform would record them: the CDR, an OTLP trace of what the feature server did (the application's webhooks,
// TTS, speech or DTMF gathers, the dial), the SIP capture of the INVITE dialog (and REGISTERs of carriers that
// register), the feature server's log lines, a recording for accounts and applications that record, and the alerts
// of webhook, speech and limit failures. Everything follows from the seed: the same seed and end time give the same
// traffic, down to every sid.
//
// The pieces: platform.ts (the accounts, numbers, carriers and applications, from the database), call-plan.ts (one
// call's course), session.ts (what the feature server did and heard), artefacts.ts (what is recorded of a call),
// packing.ts (compressed for storage, on worker threads too: pool.ts), writer.ts (days of calls with a working-day
// rhythm, written in batches, then the days' platform events) and live.ts (a call every few seconds for the
// development server).
export { loadPlatform, type AccountModel } from './platform';
export { simulateCall, type SimulatedCall } from './artefacts';
export { simulate, type SimulationOptions, type SimulationResult } from './writer';
export { startLiveTraffic } from './live';
