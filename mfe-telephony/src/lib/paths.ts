// Where the telephony pages live, under /internal like every area's (the kit's INTERNAL; withAccount is the kit's).
import { INTERNAL } from '@switchboard/shared/admin';

const edit = (base: string) => (sid: string) => `${INTERNAL}/${base}/${encodeURIComponent(sid)}/edit`;

export const paths = {
  carriers: `${INTERNAL}/carriers`,
  carrierAdd: `${INTERNAL}/carriers/add`,
  carrierEdit: edit('carriers'),
  carrierHealth: `${INTERNAL}/carrier-health`,
  phoneNumbers: `${INTERNAL}/phone-numbers`,
  phoneNumberAdd: `${INTERNAL}/phone-numbers/add`,
  phoneNumberImport: `${INTERNAL}/phone-numbers/import`,
  phoneNumberEdit: edit('phone-numbers'),
  tenants: `${INTERNAL}/ms-teams-tenants`,
  tenantAdd: `${INTERNAL}/ms-teams-tenants/add`,
  tenantEdit: edit('ms-teams-tenants'),
  lcrs: `${INTERNAL}/least-cost-routing`,
  lcrAdd: `${INTERNAL}/least-cost-routing/add`,
  lcrEdit: edit('least-cost-routing'),
  clients: `${INTERNAL}/clients`,
  clientAdd: `${INTERNAL}/clients/add`,
  clientEdit: edit('clients'),
  /** Identity's and observability's pages the telephony pages link to. */
  recentCalls: `${INTERNAL}/recent-calls`,
  accounts: `${INTERNAL}/accounts`,
  accountEdit: edit('accounts'),
  settings: `${INTERNAL}/settings`,
} as const;
