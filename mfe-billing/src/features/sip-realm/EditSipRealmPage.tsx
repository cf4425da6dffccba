// 'Edit Sip Realm' (accounts/:sid/sip-realm/edit, docs/product/billing.md#sip-realm): a sub-domain of the service provider's root domain,
// checked for availability as it is typed; 'Change Sip Realm' only once it is available; Cancel back to the account.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError, useGetMeQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { EntityLoader, useSessionInfo } from '@switchboard/shared/admin';
import { Button, ErrorMessage, PageHeader, Section } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { OwnAccount } from '../../lib/OwnAccount';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { useSetSipRealmMutation } from '../subdomain/api';
import { SubdomainField } from '../subdomain/SubdomainField';
import { useSubdomainAvailability } from '../subdomain/use-subdomain-availability';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';

export default function EditSipRealmPage() {
  return <OwnAccount>{(accountSid) => <EditSipRealmLoader accountSid={accountSid} />}</OwnAccount>;
}

function EditSipRealmLoader({ accountSid }: { accountSid: string }) {
  const me = useGetMeQuery();
  const { t } = useTranslation(BILLING_NAMESPACE);
  return (
    <EntityLoader needs={[me]} loadingLabel={t('sipRealm.loading')}>
      {(_entity, [user]) => (
        <EditSipRealm
          accountSid={accountSid}
          current={user.account.sip_realm}
          rootDomain={user.account.root_domain ?? ''}
        />
      )}
    </EntityLoader>
  );
}

function EditSipRealm({
  accountSid,
  current,
  rootDomain,
}: {
  accountSid: string;
  current: string | null;
  rootDomain: string;
}) {
  const navigate = useNavigate();
  const { isViewOnly } = useSessionInfo();
  const [name, setName] = useState('');
  const statusId = useId();
  const [error, setError] = useState<string | null>(null);
  const availability = useSubdomainAvailability(name, rootDomain);
  const [setRealm, saving] = useSetSipRealmMutation();
  const available = availability.status === 'available';
  const { t } = useTranslation(BILLING_NAMESPACE);

  const submit = async () => {
    if (availability.status !== 'available') return;
    setError(null);
    try {
      await setRealm({ accountSid, realm: availability.realm }).unwrap();
      toast('success', t('sipRealm.changed', { realm: availability.realm }));
      void navigate(paths.accountEdit(accountSid));
    } catch (reason) {
      setError(toApiError(reason).msg);
    }
  };

  return (
    <div className={page.page}>
      <PageHeader
        title={t('sipRealm.title')}
        description={current ? t('sipRealm.now', { realm: current }) : t('sipRealm.none')}
      />
      <Section>
        <form
          className={page.stack}
          aria-label={t('sipRealm.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className={page.muted}>{t('sipRealm.intro')}</p>
          <ErrorMessage message={error} />
          <SubdomainField
            value={name}
            onChange={setName}
            rootDomain={rootDomain}
            availability={availability}
            statusId={statusId}
            disabled={isViewOnly}
          />
          <div className={page.actions}>
            <ButtonLink variant="secondary" to={paths.accountEdit(accountSid)}>
              {t('sipRealm.cancel')}
            </ButtonLink>
            <Button
              type="submit"
              disabled={!available || isViewOnly}
              aria-describedby={!available && name.trim() ? statusId : undefined}
              busy={saving.isLoading}
            >
              {t('sipRealm.change')}
            </Button>
          </div>
        </form>
      </Section>
    </div>
  );
}
