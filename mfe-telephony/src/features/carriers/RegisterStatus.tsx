// A registering carrier's status on its edit page (docs/product/telephony.md#registration-status): registered / unregistered / not started with the
// SBC's reason, and, when the last REGISTER has a call id, its pcap (the observability area's endpoint, the
// service-provider register variant) to download.
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { toApiError } from '@switchboard/shared/api';
import { getApiBaseUrl } from '@switchboard/shared/config';
import { toast } from '@switchboard/shared/bus';
import type { VoipCarrier } from '@switchboard/shared/types';
import { Alert } from '@switchboard/shared/ui';
import { saveObjectUrl } from '../../lib/save-file';
import styles from '../../lib/telephony.module.css';
import { registerPcapPath, useDownloadRegisterPcapMutation } from './api';
import { REGISTRATION_TEXT_KEYS, registrationState } from './carrier.rules';

export function RegisterStatus({ carrier }: { carrier: VoipCarrier }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const state = registrationState(carrier);
  const [download, { isLoading }] = useDownloadRegisterPcapMutation();
  const callId = carrier.register_status?.callId;
  const serviceProviderSid = carrier.service_provider_sid;
  // The endpoint's URL; the download itself goes through the API client, which carries the token.
  const href =
    callId && serviceProviderSid ? `${getApiBaseUrl()}${registerPcapPath(serviceProviderSid, callId)}` : '';
  if (!state) return null;
  const kind = state === 'registered' ? 'success' : state === 'unregistered' ? 'error' : 'info';
  return (
    <Alert
      kind={kind}
      title={t('carriers.registration', { state: t(`carriers.${REGISTRATION_TEXT_KEYS[state]}`) })}
    >
      {carrier.register_status?.reason ? (
        <p>{t('carriers.reason', { reason: carrier.register_status.reason })}</p>
      ) : null}
      {state === 'not started' ? <p className={styles.muted}>{t('carriers.notReported')}</p> : null}
      {callId && serviceProviderSid ? (
        <p>
          <a
            href={href}
            aria-busy={isLoading || undefined}
            onClick={(event) => {
              event.preventDefault();
              download({ serviceProviderSid, callId })
                .unwrap()
                .then(
                  (url) => saveObjectUrl(url, `register-${callId}.pcap`),
                  (reason: unknown) => toast('error', toApiError(reason).msg),
                );
            }}
          >
            {t('carriers.downloadPcap')}
          </a>
        </p>
      ) : null}
    </Alert>
  );
}
