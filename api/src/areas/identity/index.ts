// The identity area (the portal's mfe-identity): sessions, users, service providers, accounts, applications, limits, API keys, platform settings, the TTS
// cache and the audit trail. Each resource is a folder with its route plugin, its service (rules, transactions,
// the audit entry) and its repository (all its SQL); see ../README.md.
import type { Api } from '../../http/zod';
import { accountRoutes } from './accounts/routes';
import { activityRoutes } from './activity/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { applicationRoutes } from './applications/routes';
import { limitRoutes } from './limits/routes';
import { serviceProviderRoutes } from './service-providers/routes';
import { sessionRoutes } from './session/routes';
import { settingsRoutes } from './settings/routes';
import { ttsCacheRoutes } from './tts-cache/routes';
import { twoFactorRoutes } from './two-factor/routes';
import { userRoutes } from './users/routes';

// What other areas (and tests) use of this one: who a user is and the claims of their token.
export { loginClaims } from './users/claims';
export { UserRepository, type UserRow } from './users/repository';

export async function identityArea(app: Api): Promise<void> {
  await app.register(sessionRoutes);
  await app.register(twoFactorRoutes);
  await app.register(userRoutes);
  await app.register(serviceProviderRoutes);
  await app.register(accountRoutes);
  await app.register(applicationRoutes);
  await app.register(limitRoutes);
  await app.register(apiKeyRoutes);
  await app.register(settingsRoutes);
  await app.register(ttsCacheRoutes);
  await app.register(activityRoutes);
}
