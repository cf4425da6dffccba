// The English of the operations pages (alert rules, call quality, usage against limits, the time filters) in the
// 'observability' namespace: built from the shared constants. German is de-rules.json beside it.
export const rulesEnglish = {};
