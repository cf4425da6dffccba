// The telephony endpoints not yet in the telephony area (areas/telephony), one file per resource under telephony/:
// Microsoft Teams tenants, outbound call routing (LCR) and SIP clients.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { tenantRoutes } from './telephony/tenants';
import { lcrRoutes } from './telephony/lcr';
import { clientRoutes } from './telephony/clients';

export function telephonyRoutes(v1: FastifyInstance, ctx: AppContext): void {
  tenantRoutes(v1, ctx);
  lcrRoutes(v1, ctx);
  clientRoutes(v1, ctx);
}
