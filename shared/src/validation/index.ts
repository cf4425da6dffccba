// @switchboard/shared/validation: every rule of the spec once, as zod schemas and pure functions.
// Forms use the *FormSchema schemas (zodResolver); the API server uses the *BodySchema schemas.
// The constants and texts (zod-free, also their own entry for list pages): see ../constants.
export * from '@switchboard/shared/constants';
export * from './primitives';
export * from './network';
export * from './password';
export * from './webhook';
export * from './limits';
export * from './bucket';
export * from './users';
export * from './service-providers';
export * from './accounts';
export * from './env-vars';
export * from './applications';
export * from './api-keys';
export * from './system-information';
export * from './telephony';
export * from './billing';
export * from './observability';
export * from './speech';
