// `GET /v1/Capabilities`: what this API serves beyond the jambonz v1 contract, so one portal build adapts to the
// API it is pointed at (a jambonz API answers 401/404 here, which the portal reads as "none of them").
// Public: the list says nothing about any tenant, and the portal asks before it knows whether a token works there.
import type { FastifyInstance } from 'fastify';
import { API_FEATURES, type ApiCapabilities } from '@switchboard/shared/types';
import { docs } from '../http/docs';
import { version } from '../../package.json';

export const CAPABILITIES: ApiCapabilities = { api: 'switchboard', version, features: [...API_FEATURES] };

export function capabilityRoutes(v1: FastifyInstance): void {
  v1.get(
    '/Capabilities',
    {
      schema: docs({
        summary: 'What this API serves beyond the jambonz v1 contract',
        tags: ['Capabilities'],
        public: true,
        responses: { 200: '{api, version, features: string[]}' },
      }),
    },
    async () => CAPABILITIES,
  );
}
