// /register/choose-a-subdomain (docs/product/billing.md#choose-a-subdomain): the sub-domain that becomes the account's SIP realm under the root
// domain returned by sign-up; 'Complete Registration' only once it is available; then the account's page.
import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toApiError, useGetMeQuery } from '@switchboard/shared/api';
import { selectUser, useAppSelector } from '@switchboard/shared/store';
import { Button, ErrorMessage, Skeleton } from '@switchboard/shared/ui';
import { paths } from '../../lib/paths';
import page from '../../lib/billing.module.css';
import { useSetSipRealmMutation } from '../subdomain/api';
import { SubdomainField } from '../subdomain/SubdomainField';
import { useSubdomainAvailability } from '../subdomain/use-subdomain-availability';
import { PublicCard } from './PublicCard';
import { keptRootDomain } from './registration.rules';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';

export default function ChooseSubdomainPage() {
  const user = useAppSelector(selectUser);
  const kept = keptRootDomain();
  // The root domain kept at sign-up; after a reload without storage, the API says it.
  const me = useGetMeQuery(undefined, { skip: !user || Boolean(kept) });
  const { t } = useTranslation(BILLING_NAMESPACE);
  if (!user?.account_sid) return <Navigate to={paths.register} replace />;
  const rootDomain = kept ?? me.data?.account.root_domain ?? null;
  return (
    <PublicCard title={t('registration.chooseSubdomain')}>
      {rootDomain ? (
        <ChooseSubdomain accountSid={user.account_sid} rootDomain={rootDomain} />
      ) : me.isError ? (
        <ErrorMessage message={toApiError(me.error).msg} />
      ) : (
        <Skeleton lines={2} label={t('registration.loading')} />
      )}
    </PublicCard>
  );
}

function ChooseSubdomain({ accountSid, rootDomain }: { accountSid: string; rootDomain: string }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const availability = useSubdomainAvailability(name, rootDomain);
  const [setRealm, saving] = useSetSipRealmMutation();
  const statusId = useId();
  const { t } = useTranslation(BILLING_NAMESPACE);

  const submit = async () => {
    if (availability.status !== 'available') return;
    setError(null);
    try {
      await setRealm({ accountSid, realm: availability.realm }).unwrap();
      void navigate(paths.accountEdit(accountSid));
    } catch (reason) {
      setError(toApiError(reason).msg);
    }
  };

  return (
    <form
      className={page.form}
      aria-label={t('registration.chooseSubdomain')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={page.muted}>{t('registration.subdomainIntro')}</p>
      <ErrorMessage message={error} />
      <SubdomainField
        value={name}
        onChange={setName}
        rootDomain={rootDomain}
        availability={availability}
        statusId={statusId}
      />
      <Button
        type="submit"
        variant="primary"
        fullWidth
        disabled={availability.status !== 'available'}
        aria-describedby={availability.status !== 'available' && name.trim() ? statusId : undefined}
        busy={saving.isLoading}
      >
        {t('registration.completeRegistration')}
      </Button>
    </form>
  );
}
