// @switchboard/shared: one place for each domain type, validation rule and API shape.
export * from './types';
export * from './validation';
