import { areaPathProblems } from './area-paths';

const routes = [
  { path: 'carriers' },
  { path: 'carriers/add' },
  { path: 'carriers/:voip_carrier_sid/edit' },
  { path: 'numbers' },
];

describe('areaPathProblems', () => {
  it('finds every disagreement between the declaration, the routes and the links', () => {
    expect(
      areaPathProblems({
        declaration: {
          paths: ['carriers/*', { pattern: 'tenants/*' }],
          menu: [
            { id: 'a.carriers', path: 'carriers' },
            { id: 'a.gone', path: 'gateways' },
          ],
        },
        routes,
        paths: {
          carriers: '/internal/carriers?account_sid=1',
          carrierEdit: (sid: string) => `/internal/carriers/${sid}/edit`,
          carrierImport: '/internal/carriers/import',
          // another area's page: not this area's to check
          accounts: '/internal/accounts',
        },
      }),
    ).toEqual([
      "route 'numbers' is not among the declaration's paths",
      "declared path 'tenants/*' has no route",
      "menu item 'a.gone' goes to 'gateways', which no route shows",
      "link 'carrierImport' (/internal/carriers/import) is this area's, but no route shows it",
    ]);
  });

  it('public pages: declared publicPaths against the public routes and the public links', () => {
    expect(
      areaPathProblems({
        declaration: { paths: [], publicPaths: ['register', 'register/*'], menu: [] },
        routes: [],
        publicRoutes: [{ path: 'register' }, { path: 'register/email' }],
        paths: { register: '/register', verify: '/register/email/verify' },
      }),
    ).toEqual(["link 'verify' (/register/email/verify) is this area's, but no public route shows it"]);
  });
});
