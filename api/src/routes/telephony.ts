// The telephony endpoints not yet in the telephony area (areas/telephony), one file per resource under telephony/:
// phone numbers (+ CSV import and export), Microsoft Teams tenants, outbound call routing (LCR) and SIP clients.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { numberRoutes } from './telephony/numbers';
import { numberCsvRoutes } from './telephony/numbers-csv';
import { tenantRoutes } from './telephony/tenants';
import { lcrRoutes } from './telephony/lcr';
import { clientRoutes } from './telephony/clients';

export function telephonyRoutes(v1: FastifyInstance, ctx: AppContext): void {
  numberRoutes(v1, ctx);
  numberCsvRoutes(v1, ctx);
  tenantRoutes(v1, ctx);
  lcrRoutes(v1, ctx);
  clientRoutes(v1, ctx);
}
