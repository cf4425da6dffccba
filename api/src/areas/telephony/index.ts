// The telephony area (the portal's mfe-telephony): carriers (with their templates and the addresses they whitelist),
// SIP and SMPP gateways, phone numbers (with their CSV import and export), Microsoft Teams tenants, outbound call
// routing (tables, routes, carrier entries), SIP clients and who of them is registered, and the carriers' health.
// Each resource is a folder with its route plugin, its service (rules, transactions, the audit entry) and its
// repository (all its SQL); see ../README.md.
import type { Api } from '../../http/zod';
import { addressRoutes } from './addresses/routes';
import { carrierRoutes } from './carriers/routes';
import { clientRoutes } from './clients/routes';
import { gatewayRoutes } from './gateways/routes';
import { carrierHealthRoutes } from './health/routes';
import { lcrRoutes } from './lcr/routes';
import { numberCsvRoutes } from './number-csv/routes';
import { numberRoutes } from './numbers/routes';
import { predefinedCarrierRoutes } from './predefined-carriers/routes';
import { registeredUserRoutes } from './registered-users/routes';
import { tenantRoutes } from './tenants/routes';

// What other parts of the API read: the carriers' health now and their recent history (alert rules); and what the
// traffic simulator (api/src/dev) writes through: the SBC's pings and REGISTERs, and its registrar's SIP clients.
export { CarrierHealthReadModel, type CallsOwner, type HealthFilter } from './health/read-model';
export { HealthRecorder } from './health/recorder';
export { SipRegistrationRepository } from './registered-users/repository';

export async function telephonyArea(app: Api): Promise<void> {
  await app.register(carrierRoutes);
  await app.register(predefinedCarrierRoutes);
  await app.register(addressRoutes);
  await app.register(gatewayRoutes);
  await app.register(numberRoutes);
  await app.register(numberCsvRoutes);
  await app.register(tenantRoutes);
  await app.register(lcrRoutes);
  await app.register(clientRoutes);
  await app.register(registeredUserRoutes);
  await app.register(carrierHealthRoutes);
}
