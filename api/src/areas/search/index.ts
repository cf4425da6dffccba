// The global search (the shell's search box): one endpoint over the other areas' tables, read only; see ./routes.ts.
import type { Api } from '../../http/zod';
import { searchRoutes } from './routes';

export async function searchArea(app: Api): Promise<void> {
  await app.register(searchRoutes);
}
