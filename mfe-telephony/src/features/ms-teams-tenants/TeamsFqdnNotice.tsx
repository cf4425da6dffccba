// The notice of the Teams pages when the current service provider has no Microsoft Teams FQDN (docs/product/telephony.md#microsoft-teams-tenants): calls
// cannot reach the tenants until it is set on Settings.
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useSessionInfo } from '@switchboard/shared/admin';
import { useGetServiceProvidersQuery } from '@switchboard/shared/api';
import { Alert } from '@switchboard/shared/ui';
import { ButtonLink } from '@switchboard/shared/ui-links';
import { paths } from '../../lib/paths';

export function TeamsFqdnNotice() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const providers = useGetServiceProvidersQuery();
  const current = providers.data?.find((sp) => sp.service_provider_sid === session.serviceProviderSid);
  if (!current || current.ms_teams_fqdn) return null;
  return (
    <Alert
      kind="warning"
      action={
        session.isServiceProviderOrAdmin && !session.isViewOnly ? (
          <ButtonLink to={paths.settings} size="sm">
            {t('tenants.goToSettings')}
          </ButtonLink>
        ) : undefined
      }
    >
      {t('messages.noTeamsFqdn')}
    </Alert>
  );
}
