// Service providers (docs/api/contract.md#service-providers).
import type { Sid } from './common';
import type { Webhook, WebhookInput } from './webhooks';

/** The raw `service_providers` row (as embedded in `GET /Users/me`). */
export interface ServiceProviderRow {
  service_provider_sid: Sid;
  name: string;
  description: string | null;
  root_domain: string | null;
  registration_hook_sid: Sid | null;
  ms_teams_fqdn: string | null;
}

/** `GET /ServiceProviders`, `GET /ServiceProviders/:sid`: the row with its hook resolved. */
export interface ServiceProvider {
  service_provider_sid: Sid;
  name: string;
  description: string | null;
  root_domain: string | null;
  ms_teams_fqdn: string | null;
  registration_hook: Webhook | null;
}

export interface ServiceProviderPayload {
  name: string;
  description?: string | null;
  root_domain?: string | null;
  ms_teams_fqdn?: string | null;
  registration_hook?: WebhookInput | null;
}
