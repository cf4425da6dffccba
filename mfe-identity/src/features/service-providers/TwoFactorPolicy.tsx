// Settings → Service provider: whether every user of the provider must sign in with a second factor
// (docs/product/identity.md#two-factor-sign-in). Only where the API announces `two-factor`; saved at once.
import {
  toApiError,
  useApiCapabilities,
  useGetTwoFactorPolicyQuery,
  useSetTwoFactorPolicyMutation,
} from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { TWO_FACTOR_TEXTS } from '@switchboard/shared/shell-texts';
import { CheckboxField, Section } from '@switchboard/shared/ui';

export function TwoFactorPolicy({
  serviceProviderSid,
  readOnly,
}: {
  serviceProviderSid: string;
  readOnly: boolean;
}) {
  const { has } = useApiCapabilities();
  const policy = useGetTwoFactorPolicyQuery(serviceProviderSid, { skip: !has('two-factor') });
  const [save, saving] = useSetTwoFactorPolicyMutation();
  if (!has('two-factor') || !policy.data) return null;
  return (
    <Section title={TWO_FACTOR_TEXTS.title}>
      <CheckboxField
        toggle
        label={TWO_FACTOR_TEXTS.policyLabel}
        checked={policy.data.required}
        disabled={readOnly || saving.isLoading}
        onChange={async (event) => {
          try {
            await save({ sid: serviceProviderSid, required: event.target.checked }).unwrap();
            toast('success', TWO_FACTOR_TEXTS.policySaved);
          } catch (reason) {
            toast('error', toApiError(reason).msg);
          }
        }}
      />
    </Section>
  );
}
