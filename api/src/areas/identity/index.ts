// The identity area (the portal's mfe-identity): service providers, accounts, applications, limits, API keys, platform settings, the TTS
// cache and the audit trail. Each resource is a folder with its route plugin, its service (rules, transactions,
// the audit entry) and its repository (all its SQL); see ../README.md.
import type { Api } from '../../http/zod';
import { accountRoutes } from './accounts/routes';
import { activityRoutes } from './activity/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { applicationRoutes } from './applications/routes';
import { limitRoutes } from './limits/routes';
import { serviceProviderRoutes } from './service-providers/routes';
import { settingsRoutes } from './settings/routes';
import { ttsCacheRoutes } from './tts-cache/routes';

export async function identityArea(app: Api): Promise<void> {
  await app.register(serviceProviderRoutes);
  await app.register(accountRoutes);
  await app.register(applicationRoutes);
  await app.register(limitRoutes);
  await app.register(apiKeyRoutes);
  await app.register(settingsRoutes);
  await app.register(ttsCacheRoutes);
  await app.register(activityRoutes);
}
