// The hosted account pages act on the signed-in account itself (the billing calls use the token's account,
// docs/api/contract.md#hosted-sign-up-and-billing): another account's page, or a user of another scope, gets the no-access page.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NoAccess, useSessionInfo } from '@switchboard/shared/admin';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../i18n/resources';
import { paths } from './paths';

export function OwnAccount({ children }: { children: (accountSid: string) => ReactNode }) {
  const { account_sid: accountSid } = useParams();
  const { isAccountUser, ownAccountSid } = useSessionInfo();
  const { t } = useTranslation(BILLING_NAMESPACE);
  if (!isAccountUser || !accountSid || accountSid !== ownAccountSid) {
    return (
      <NoAccess
        message={t('access.noResourceAccess')}
        action={
          ownAccountSid ? (
            <ButtonLink to={paths.accountEdit(ownAccountSid)}>{t('access.goToAccount')}</ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return <>{children(accountSid)}</>;
}
