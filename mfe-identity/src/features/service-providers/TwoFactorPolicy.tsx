// Settings → Service provider: whether every user of the provider must sign in with a second factor
// (docs/product/identity.md#two-factor-sign-in). Only where the API announces `two-factor`; saved at once.
import {
  toApiError,
  useApiCapabilities,
  useGetTwoFactorPolicyQuery,
  useSetTwoFactorPolicyMutation,
} from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { useTranslation } from '@switchboard/shared/i18n';
import { CheckboxField, Section } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';

export function TwoFactorPolicy({
  serviceProviderSid,
  readOnly,
}: {
  serviceProviderSid: string;
  readOnly: boolean;
}) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { has } = useApiCapabilities();
  const policy = useGetTwoFactorPolicyQuery(serviceProviderSid, { skip: !has('two-factor') });
  const [save, saving] = useSetTwoFactorPolicyMutation();
  if (!has('two-factor') || !policy.data) return null;
  return (
    <Section title={t('twoFactor.title')}>
      <CheckboxField
        toggle
        label={t('twoFactor.policyLabel')}
        checked={policy.data.required}
        disabled={readOnly || saving.isLoading}
        onChange={async (event) => {
          try {
            await save({ sid: serviceProviderSid, required: event.target.checked }).unwrap();
            toast('success', t('twoFactor.policySaved'));
          } catch (reason) {
            toast('error', toApiError(reason).msg);
          }
        }}
      />
    </Section>
  );
}
