// Settings (core §2, §3, §6): admins see the tabs Admin and Service provider; service-provider users only the
// service-provider form; others are sent away with 'You do not have permissions to manage Settings'.
import { ACCESS_MESSAGES, RequireScope } from '@switchboard/shared/access';
import { PageHeader, Tabs } from '@switchboard/shared/ui';
import { paths } from '../../lib/paths';
import { useSessionInfo } from '../../lib/session';
import { ServiceProviderSettings } from '../service-providers/ServiceProviderSettings';
import { AdminSettings } from './AdminSettings';

function Settings() {
  const { isAdmin } = useSessionInfo();
  return (
    <>
      <PageHeader title="Settings" />
      {isAdmin ? (
        <Tabs
          label="Settings"
          tabs={[
            { id: 'admin', label: 'Admin', panel: <AdminSettings /> },
            { id: 'service-provider', label: 'Service provider', panel: <ServiceProviderSettings /> },
          ]}
        />
      ) : (
        <ServiceProviderSettings />
      )}
    </>
  );
}

export default function SettingsPage() {
  const { ownAccountSid } = useSessionInfo();
  return (
    <RequireScope
      min="service_provider"
      redirectTo={ownAccountSid ? paths.accountEdit(ownAccountSid) : '/'}
      message={ACCESS_MESSAGES.settings}
    >
      <Settings />
    </RequireScope>
  );
}
