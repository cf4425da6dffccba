// The telephony area's pages as react-router route objects, paths relative to /internal (host/REMOTES.md).
// Each page is its own lazy chunk, fetched on the first visit to one of its paths; the phone numbers list starts
// its first page's API call in its loader, while the page's code arrives.
import type { RouteObject } from 'react-router';
import { page as kitPage, type PageModule } from '@switchboard/shared/admin';
import { phoneNumbersListLoader } from './features/phone-numbers/loaders';
import { telephonyTranslations } from './i18n/resources';

/** A page's chunk, shown once the area's texts are there in the user's language. */
const page = (load: () => Promise<PageModule>) => kitPage(load, telephonyTranslations);

export const routes: RouteObject[] = [
  { path: 'carriers', lazy: page(() => import('./features/carriers/CarriersPage')) },
  { path: 'carrier-health', lazy: page(() => import('./features/carrier-health/CarrierHealthPage')) },
  { path: 'carriers/add', lazy: page(() => import('./features/carriers/CarrierFormPage')) },
  {
    path: 'carriers/:voip_carrier_sid/edit',
    lazy: page(() => import('./features/carriers/CarrierFormPage')),
  },
  {
    path: 'phone-numbers',
    loader: phoneNumbersListLoader,
    lazy: page(() => import('./features/phone-numbers/PhoneNumbersPage')),
  },
  { path: 'phone-numbers/add', lazy: page(() => import('./features/phone-numbers/PhoneNumberFormPage')) },
  {
    path: 'phone-numbers/import',
    lazy: page(() => import('./features/phone-numbers/ImportPhoneNumbersPage')),
  },
  {
    path: 'phone-numbers/:phone_number_sid/edit',
    lazy: page(() => import('./features/phone-numbers/PhoneNumberFormPage')),
  },
  { path: 'ms-teams-tenants', lazy: page(() => import('./features/ms-teams-tenants/TenantsPage')) },
  { path: 'ms-teams-tenants/add', lazy: page(() => import('./features/ms-teams-tenants/TenantFormPage')) },
  {
    path: 'ms-teams-tenants/:ms_teams_tenant_sid/edit',
    lazy: page(() => import('./features/ms-teams-tenants/TenantFormPage')),
  },
  { path: 'least-cost-routing', lazy: page(() => import('./features/lcr/LcrListPage')) },
  { path: 'least-cost-routing/add', lazy: page(() => import('./features/lcr/LcrFormPage')) },
  { path: 'least-cost-routing/:lcr_sid/edit', lazy: page(() => import('./features/lcr/LcrFormPage')) },
  { path: 'clients', lazy: page(() => import('./features/clients/ClientsPage')) },
  { path: 'clients/add', lazy: page(() => import('./features/clients/ClientFormPage')) },
  { path: 'clients/:client_sid/edit', lazy: page(() => import('./features/clients/ClientFormPage')) },
];

export default routes;
