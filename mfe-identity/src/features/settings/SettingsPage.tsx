// Settings (docs/product/identity.md#settings): admins see the tabs Admin and Service provider; service-provider users only the
// service-provider form; others are sent away with 'You do not have permissions to manage Settings'.
import { useState } from 'react';
import { RequireScope } from '@switchboard/shared/access';
import { PageHeader, Tabs } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { useSessionInfo } from '@switchboard/shared/admin';
import { useTranslation } from '@switchboard/shared/i18n';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import { UnsavedChangesDialog } from '@switchboard/shared/admin-forms';
import { paths } from '../../lib/paths';
import { ServiceProviderSettings } from '../service-providers/ServiceProviderSettings';
import { AdminSettings } from './AdminSettings';

function Settings() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { isAdmin } = useSessionInfo();
  const [tab, setTab] = useState('admin');
  // Only the selected tab's form is mounted: switching away from unsaved changes asks first, like leaving the page.
  const [dirty, setDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        actions={<ButtonLink to={paths.activity}>{t('settings.activity')}</ButtonLink>}
      />
      {isAdmin ? (
        <>
          <Tabs
            label={t('settings.title')}
            selected={tab}
            onChange={(next) => (dirty ? setPendingTab(next) : setTab(next))}
            tabs={[
              { id: 'admin', label: t('settings.admin'), panel: <AdminSettings onDirtyChange={setDirty} /> },
              {
                id: 'service-provider',
                label: t('settings.serviceProvider'),
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
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { ownAccountSid } = useSessionInfo();
  return (
    <RequireScope
      min="service_provider"
      redirectTo={ownAccountSid ? paths.accountEdit(ownAccountSid) : '/'}
      message={t('messages.noSettingsAccess')}
    >
      <Settings />
    </RequireScope>
  );
}
