// The identity area (the portal's mfe-identity): service providers. Each resource is a folder with its route plugin,
// its service (rules, transactions, the audit entry) and its repository (all its SQL); see ../README.md.
import type { Api } from '../../http/zod';
import { serviceProviderRoutes } from './service-providers/routes';

export async function identityArea(app: Api): Promise<void> {
  await app.register(serviceProviderRoutes);
}
