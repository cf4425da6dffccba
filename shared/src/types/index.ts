// @switchboard/shared/types: the domain entities of the jambonz v1 contract, as the real server returns them.
export * from './common';
export * from './auth';
export * from './webhooks';
export * from './users';
export * from './service-providers';
export * from './accounts';
export * from './applications';
export * from './settings';
export * from './speech';
export * from './telephony';
export * from './carrier-health';
export * from './observability';
export * from './quality';
export * from './billing';
export * from './activity';
export * from './capabilities';
