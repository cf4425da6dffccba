// The English of the calls pages (recent calls, a call's page, alerts) in the 'observability' namespace: built from
// the shared constants, the one source of the spec's English. German is de-calls.json beside it.
export const callsEnglish = {};
