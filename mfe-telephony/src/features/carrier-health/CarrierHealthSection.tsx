// A saved carrier's last 24 hours on its Voice tab (docs/product/telephony.md#carrier-health): shown where the API
// reports gateway health and the carrier has something to show — a gateway the SBC pings, or a registration.
import { useApiCapabilities } from '@switchboard/shared/api';
import { Fieldset } from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useGetCarrierHealthHistoryQuery } from './api';
import { HealthHistory } from './HealthHistory';

function Section({ carrierSid }: { carrierSid: string }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const history = useGetCarrierHealthHistoryQuery(carrierSid);
  const carrier = history.data?.carrier;
  if (carrier && !carrier.requires_register && !carrier.gateways.some((g) => g.send_options_ping))
    return null;
  return (
    <Fieldset legend={t('health.sectionLegend')}>
      <HealthHistory carrierSid={carrierSid} />
    </Fieldset>
  );
}

export function CarrierHealthSection({ carrierSid }: { carrierSid: string }) {
  const capabilities = useApiCapabilities();
  return capabilities.has('carrier-health') ? <Section carrierSid={carrierSid} /> : null;
}
