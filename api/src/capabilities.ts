// `GET /v1/Capabilities`: what this API serves beyond the jambonz v1 contract, so one portal build adapts to the
// API it is pointed at (a jambonz API answers 401/404 here, which the portal reads as "none of them").
// Public: the list says nothing about any tenant, and the portal asks before it knows whether a token works there.
import { API_FEATURES, type ApiCapabilities, type ApiFeature } from '@switchboard/shared/types';
import { route } from './http/route';
import type { Api } from './http/zod';
import { version } from '../package.json';

/** The additions only the hosted variant serves (its billing routes). */
const HOSTED_ONLY: readonly ApiFeature[] = ['account-invoices'];

/** What this API announces: every addition, those of the hosted variant only when it runs hosted. */
export function capabilitiesOf(hosted: boolean): ApiCapabilities {
  return {
    api: 'switchboard',
    version,
    features: API_FEATURES.filter((feature) => hosted || !HOSTED_ONLY.includes(feature)),
  };
}

export async function capabilityRoutes(app: Api): Promise<void> {
  const capabilities = capabilitiesOf(Boolean(app.ctx.options.hosted));
  route(app, {
    method: 'GET',
    url: '/Capabilities',
    summary: 'What this API serves beyond the jambonz v1 contract',
    tags: ['Capabilities'],
    public: true,
    answers: { 200: '{api, version, features: string[]}' },
    run: () => capabilities,
  });
}
