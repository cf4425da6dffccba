// The speech area (the portal's mfe-speech): speech credentials with their vendor tests and summary, Google custom
// voices, and the vendors' language and voice catalogues (JSON data, catalogue/data). Each vendor's client is one
// file behind a registry typed from the vendor field catalogue (vendors/); the protocols they speak are in
// protocols/. See ../README.md.
import type { Api } from '../../http/zod';
import { catalogueRoutes } from './catalogue/routes';
import { credentialRoutes } from './credentials/routes';
import { customVoiceRoutes } from './custom-voices/routes';

export async function speechArea(app: Api): Promise<void> {
  await app.register(credentialRoutes);
  await app.register(catalogueRoutes);
  await app.register(customVoiceRoutes);
}
