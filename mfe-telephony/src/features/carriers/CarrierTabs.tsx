// The carrier form's two tabs (docs/product/telephony.md#voice-tab): Voice (SIP) — the addresses to whitelist, the
// registration and health of a saved carrier, calls, outbound authentication and the SIP gateways — and SMS (SMPP).
// Each reads the carrier form from its context.
import { useFormContext, useWatch } from 'react-hook-form';
import type { VoipCarrier } from '@switchboard/shared/types';
import { DTMF_TYPES, type CarrierForm } from '@switchboard/shared/validation';
import {
  Alert,
  CheckboxField,
  Fieldset,
  Mono,
  PasswordField,
  SelectField,
  TextField,
} from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/telephony.module.css';
import { CarrierHealthSection } from '../carrier-health/CarrierHealthSection';
import {
  useDeleteSipGatewayMutation,
  useDeleteSmppGatewayMutation,
  useGetSbcsQuery,
  useGetSmppAddressesQuery,
} from './api';
import { SipGatewaysFields, SmppGatewaysFields, hintOf } from './GatewayFields';
import { RegisterStatus } from './RegisterStatus';

const DTMF = DTMF_TYPES.map((d) => ({ value: d, label: d }));

/** The Voice tab's list of the SBC addresses carriers must whitelist. */
function Whitelist({ kind }: { kind: 'sip' | 'smpp' }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const sbcs = useGetSbcsQuery(undefined, { skip: kind !== 'sip' });
  const smpps = useGetSmppAddressesQuery(undefined, { skip: kind !== 'smpp' });
  const addresses =
    kind === 'sip'
      ? (sbcs.data ?? []).map((a) => `${a.ipv4}:${a.port}`)
      : (smpps.data ?? []).map((a) => `${a.ipv4}:${a.port}${a.use_tls ? ' (TLS)' : ''}`);
  return (
    <Alert
      kind="info"
      title={kind === 'sip' ? t('carrierForm.whitelistSip') : t('carrierForm.whitelistSmpp')}
    >
      {addresses.length ? (
        <ul className={styles.addresses}>
          {addresses.map((a) => (
            <li key={a}>
              <Mono>{a}</Mono>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('carrierForm.noneConfigured')}</p>
      )}
    </Alert>
  );
}

export function VoiceTab({ saved, readOnly }: { saved?: VoipCarrier; readOnly: boolean }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { register, control, setValue, formState } = useFormContext<CarrierForm>();
  const errors = formState.errors;
  const requiresRegister = useWatch({ control, name: 'requires_register' });
  const watched = useWatch({ control }) as CarrierForm;
  const [deleteSip] = useDeleteSipGatewayMutation();
  const carrierSid = saved?.voip_carrier_sid ?? '';
  return (
    <div className={styles.stack}>
      <Whitelist kind="sip" />
      {saved ? <RegisterStatus carrier={saved} /> : null}
      {saved ? <CarrierHealthSection carrierSid={saved.voip_carrier_sid} /> : null}
      <Fieldset legend={t('carrierForm.calls')} disabled={readOnly}>
        <CheckboxField
          label={t('carrierForm.e164')}
          hint={t('carrierForm.e164Hint')}
          {...register('e164_leading_plus')}
        />
        <div className={styles.grid}>
          <SelectField label={t('carrierForm.dtmfType')} options={DTMF} {...register('dtmf_type')} />
          <TextField
            label={t('carrierForm.techPrefix')}
            hint={hintOf(watched.tech_prefix) ?? t('carrierForm.techPrefixHint')}
            autoComplete="off"
            error={errors.tech_prefix}
            {...register('tech_prefix')}
          />
          <TextField
            label={t('carrierForm.diversion')}
            hint={hintOf(watched.diversion) ?? t('carrierForm.diversionHint')}
            autoComplete="off"
            error={errors.diversion}
            {...register('diversion')}
          />
          <TextField
            label={t('carrierForm.outboundProxy')}
            hint={t('carrierForm.outboundProxyHint')}
            placeholder="sip:proxy.example.com:5060"
            autoComplete="off"
            error={errors.outbound_sip_proxy}
            {...register('outbound_sip_proxy', {
              // spaces are removed as they are typed away (docs/product/telephony.md#sip-gateways)
              onBlur: (event: { target: { value: string } }) =>
                setValue('outbound_sip_proxy', event.target.value.replace(/\s+/g, ''), { shouldDirty: true }),
            })}
          />
        </div>
      </Fieldset>
      <Fieldset
        legend={t('carrierForm.outboundAuth')}
        description={t('carrierForm.outboundAuthDescription')}
        disabled={readOnly}
      >
        <div className={styles.grid}>
          <TextField
            label={t('carrierForm.username')}
            autoComplete="off"
            hint={hintOf(watched.register_username)}
            required={requiresRegister}
            error={errors.register_username}
            {...register('register_username')}
          />
          <PasswordField
            label={t('carrierForm.password')}
            autoComplete="new-password"
            hint={hintOf(watched.register_password)}
            required={requiresRegister}
            error={errors.register_password}
            {...register('register_password')}
          />
        </div>
        <CheckboxField
          label={t('carrierForm.requireRegister')}
          hint={t('carrierForm.requireRegisterHint')}
          {...register('requires_register')}
        />
        {requiresRegister ? (
          <div className={styles.grid}>
            <TextField
              label={t('carrierForm.sipRealm')}
              required
              autoComplete="off"
              error={errors.register_sip_realm}
              {...register('register_sip_realm')}
            />
            <TextField
              label={t('carrierForm.fromUser')}
              hint={t('carrierForm.fromUserHint')}
              autoComplete="off"
              {...register('register_from_user')}
            />
            <TextField
              label={t('carrierForm.fromDomain')}
              hint={t('carrierForm.fromDomainHint')}
              autoComplete="off"
              error={errors.register_from_domain}
              {...register('register_from_domain')}
            />
            <CheckboxField
              label={t('carrierForm.publicIpInContact')}
              {...register('register_public_ip_in_contact')}
            />
          </div>
        ) : null}
      </Fieldset>
      <SipGatewaysFields
        readOnly={readOnly}
        deleteGateway={(sid) => deleteSip({ sid, carrierSid }).unwrap()}
      />
    </div>
  );
}

export function SmsTab({ carrierSid, readOnly }: { carrierSid: string; readOnly: boolean }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { register, formState } = useFormContext<CarrierForm>();
  const errors = formState.errors;
  const [deleteSmpp] = useDeleteSmppGatewayMutation();
  return (
    <div className={styles.stack}>
      <Whitelist kind="smpp" />
      <Fieldset legend={t('carrierForm.outboundSmpp')} disabled={readOnly}>
        <div className={styles.grid}>
          <TextField label={t('carrierForm.systemId')} autoComplete="off" {...register('smpp_system_id')} />
          <PasswordField
            label={t('carrierForm.password')}
            autoComplete="new-password"
            {...register('smpp_password')}
          />
        </div>
        <SmppGatewaysFields
          direction="outbound"
          readOnly={readOnly}
          deleteGateway={(sid) => deleteSmpp({ sid, carrierSid }).unwrap()}
        />
      </Fieldset>
      <Fieldset
        legend={t('carrierForm.inboundSmpp')}
        description={t('carrierForm.inboundSmppDescription')}
        disabled={readOnly}
      >
        <div className={styles.grid}>
          <TextField
            label={t('carrierForm.systemId')}
            autoComplete="off"
            {...register('smpp_inbound_system_id')}
          />
          <PasswordField
            label={t('carrierForm.password')}
            autoComplete="new-password"
            error={errors.smpp_inbound_password}
            {...register('smpp_inbound_password')}
          />
        </div>
        <SmppGatewaysFields
          direction="inbound"
          readOnly={readOnly}
          deleteGateway={(sid) => deleteSmpp({ sid, carrierSid }).unwrap()}
        />
      </Fieldset>
    </div>
  );
}
