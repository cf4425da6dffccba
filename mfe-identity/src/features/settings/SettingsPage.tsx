// Settings (docs/product/identity.md#settings): admins see the tabs Admin and Service provider; service-provider users only the
// service-provider form; others are sent away with 'You do not have permissions to manage Settings'.
import { useState } from 'react';
import { ACCESS_MESSAGES, RequireScope } from '@switchboard/shared/access';
import { PageHeader, Tabs } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { useSessionInfo } from '@switchboard/shared/admin';
import { UnsavedChangesDialog } from '@switchboard/shared/admin-forms';
import { paths } from '../../lib/paths';
import { ServiceProviderSettings } from '../service-providers/ServiceProviderSettings';
import { AdminSettings } from './AdminSettings';

function Settings() {
  const { isAdmin } = useSessionInfo();
  const [tab, setTab] = useState('admin');
  // Only the selected tab's form is mounted: switching away from unsaved changes asks first, like leaving the page.
  const [dirty, setDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<string | null>(null);
  return (
    <>
      <PageHeader title="Settings" actions={<ButtonLink to={paths.activity}>Activity</ButtonLink>} />
      {isAdmin ? (
        <>
          <Tabs
            label="Settings"
            selected={tab}
            onChange={(next) => (dirty ? setPendingTab(next) : setTab(next))}
            tabs={[
              { id: 'admin', label: 'Admin', panel: <AdminSettings onDirtyChange={setDirty} /> },
              {
                id: 'service-provider',
                label: 'Service provider',
                panel: <ServiceProviderSettings onDirtyChange={setDirty} />,
              },
            ]}
          />
          <UnsavedChangesDialog
            open={pendingTab !== null}
            onStay={() => setPendingTab(null)}
            onLeave={() => {
              if (pendingTab) setTab(pendingTab);
              setPendingTab(null);
            }}
          />
        </>
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
