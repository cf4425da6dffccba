// Containers: docker-compose publishes only the host's port; the host's server proxies /api/* to the
// API and /remotes/<id>/* to each remote. The same servers run that way here: with every remote's own origin
// blocked in the browser, the portal still signs in and shows the remotes' pages, all from one origin.
import { ADMIN_PASSWORD } from '../harness/api-client';
import { expect, mainArea, signIn, test, useStack } from './support';

const ctx = useStack({ remotesThroughHost: true });

test('every request goes to the host’s origin; the remotes’ pages still show', async ({ page }) => {
  const otherOrigins: string[] = [];
  for (const origin of Object.values(ctx.stack.remoteOrigins)) {
    await page.route(`${origin}/**`, (route) => {
      otherOrigins.push(route.request().url());
      return route.abort('connectionrefused');
    });
  }
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));

  await signIn(page, ctx.stack.hostUrl, 'admin', ADMIN_PASSWORD);
  await expect(mainArea(page).getByRole('rowheader', { name: 'default account' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(mainArea(page).getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  expect(otherOrigins).toEqual([]);
  expect([...origins]).toEqual([ctx.stack.hostUrl]);
  const config = (await (await page.request.get(`${ctx.stack.hostUrl}/config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  expect(config.remotes.identity).toBe(`${ctx.stack.hostUrl}/remotes/identity/mf-manifest.json`);
});
