// The gateway rows of the carrier form: SIP gateways (address, port, netmask, protocol, inbound/outbound, active,
// pad crypto, OPTIONS ping, sips scheme) and SMPP gateways of one direction (address, port, TLS and primary for
// outbound ones; address and netmask for whitelisted inbound ones). Removing a saved gateway deletes it on the
// server after a confirmation; an unsaved row just goes.
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useState } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { toApiError } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import {
  Button,
  CheckboxField,
  ConfirmDelete,
  ErrorMessage,
  Fieldset,
  IconButton,
  IconPlus,
  IconTrash,
  SelectField,
  TextField,
} from '@switchboard/shared/ui';
import {
  DEFAULT_SIP_PORT,
  NETMASK_OPTIONS,
  SIP_PROTOCOLS,
  TELEPHONY_MESSAGES,
  type CarrierForm,
  type GatewayDirection,
} from '@switchboard/shared/validation';
import styles from '../../lib/telephony.module.css';
import { NEW_SIP_GATEWAY, newSmppGateway, placeholderHint } from './carrier.rules';

const NETMASKS = NETMASK_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));
const PROTOCOLS = SIP_PROTOCOLS.map((p) => ({ value: p, label: p }));

/** The message of an array-level error (react-hook-form keeps it on the array or on its root). */
export function listErrorOf(error: unknown): string | undefined {
  const e = error as { message?: string; root?: FieldError } | undefined;
  return e?.message ?? e?.root?.message;
}

interface RemovalTarget {
  index: number;
  sid: string;
  address: string;
}

/** Confirms, deletes on the server, toasts, then drops the row without leaving the form dirty for it. */
function useGatewayRemoval(
  field: 'sip_gateways' | 'smpp_outbound' | 'smpp_inbound',
  remove: (index: number) => void,
  deleteOnServer: (sid: string) => Promise<unknown>,
  deletedMessage: string,
) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { reset, formState } = useFormContext<CarrierForm>();
  const [target, setTarget] = useState<RemovalTarget | null>(null);
  const dialog = (
    <ConfirmDelete
      open={target !== null}
      what={t('gateways.what')}
      name={target?.address ?? ''}
      onCancel={() => setTarget(null)}
      onConfirm={async () => {
        if (!target) return;
        await deleteOnServer(target.sid);
        toast('success', deletedMessage);
        const defaults = formState.defaultValues as CarrierForm;
        remove(target.index);
        // The server no longer has it: the saved state is the same without it (other edits stay unsaved).
        reset(
          {
            ...defaults,
            [field]: (
              (defaults[field] ?? []) as Array<{ sip_gateway_sid?: string; smpp_gateway_sid?: string }>
            ).filter((g) => (g.sip_gateway_sid ?? g.smpp_gateway_sid) !== target.sid),
          } as CarrierForm,
          { keepDirtyValues: true },
        );
        setTarget(null);
      }}
    />
  );
  return { ask: setTarget, dialog };
}

export function SipGatewaysFields({
  readOnly,
  deleteGateway,
}: {
  readOnly: boolean;
  deleteGateway: (sid: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { control, register, getValues } = useFormContext<CarrierForm>();
  const { errors } = useFormState({ control, name: 'sip_gateways' });
  const { fields, append, remove } = useFieldArray({ control, name: 'sip_gateways', keyName: 'key' });
  const rows = useWatch({ control, name: 'sip_gateways' });
  const removal = useGatewayRemoval(
    'sip_gateways',
    remove,
    deleteGateway,
    TELEPHONY_MESSAGES.sipGatewayDeleted,
  );
  const listError = listErrorOf(errors.sip_gateways);
  return (
    <Fieldset legend={t('gateways.sipLegend')} description={t('gateways.sipDescription')} disabled={readOnly}>
      {listError ? <ErrorMessage className={styles.listError} message={listError} /> : null}
      <ul className={styles.gatewayList}>
        {fields.map((field, index) => {
          const rowErrors = errors.sip_gateways?.[index];
          const n = index + 1;
          return (
            <li key={field.key} className={styles.gateway}>
              <Fieldset legend={t('gateways.sipGateway', { n })}>
                <div className={styles.gatewayFields}>
                  <TextField
                    label={t('gateways.networkAddress')}
                    placeholder={t('gateways.sipAddressPlaceholder')}
                    hint={hintOf(rows?.[index]?.ipv4)}
                    required
                    autoComplete="off"
                    error={rowErrors?.ipv4}
                    {...register(`sip_gateways.${index}.ipv4`)}
                  />
                  {/* An IPv4 address without a port is reached on 5060 (docs/product/telephony.md#sip-gateways): the placeholder and the hint say
                      so, and the save sends it. Never written into the field, where typing would append to it. */}
                  <TextField
                    label={t('gateways.port')}
                    inputMode="numeric"
                    placeholder={String(DEFAULT_SIP_PORT)}
                    hint={t('gateways.portHint', { port: DEFAULT_SIP_PORT })}
                    error={rowErrors?.port}
                    {...register(`sip_gateways.${index}.port`)}
                  />
                  <SelectField
                    label={t('gateways.netmask')}
                    options={NETMASKS}
                    error={rowErrors?.netmask}
                    {...register(`sip_gateways.${index}.netmask`)}
                  />
                  <SelectField
                    label={t('gateways.protocol')}
                    options={PROTOCOLS}
                    {...register(`sip_gateways.${index}.protocol`)}
                  />
                </div>
                <div className={styles.gatewayFlags}>
                  <CheckboxField
                    label={t('gateways.inbound')}
                    error={rowErrors?.inbound}
                    {...register(`sip_gateways.${index}.inbound`)}
                  />
                  <CheckboxField
                    label={t('gateways.outbound')}
                    {...register(`sip_gateways.${index}.outbound`)}
                  />
                  <CheckboxField
                    label={t('gateways.active')}
                    {...register(`sip_gateways.${index}.is_active`)}
                  />
                  <CheckboxField
                    label={t('gateways.padCrypto')}
                    {...register(`sip_gateways.${index}.pad_crypto`)}
                  />
                  <CheckboxField
                    label={t('gateways.optionsPing')}
                    {...register(`sip_gateways.${index}.send_options_ping`)}
                  />
                  <CheckboxField
                    label={t('gateways.sipsScheme')}
                    {...register(`sip_gateways.${index}.use_sips_scheme`)}
                  />
                  {!readOnly ? (
                    <IconButton
                      label={t('gateways.removeSipGateway', { n })}
                      icon={<IconTrash />}
                      onClick={() => {
                        const row = getValues(`sip_gateways.${index}`);
                        if (row.sip_gateway_sid)
                          removal.ask({ index, sid: row.sip_gateway_sid, address: row.ipv4 });
                        else remove(index);
                      }}
                    />
                  ) : null}
                </div>
              </Fieldset>
            </li>
          );
        })}
      </ul>
      {!readOnly ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<IconPlus />}
            onClick={() => append({ ...NEW_SIP_GATEWAY })}
          >
            {t('gateways.addSipGateway')}
          </Button>
        </div>
      ) : null}
      {removal.dialog}
    </Fieldset>
  );
}

export function SmppGatewaysFields({
  direction,
  readOnly,
  deleteGateway,
}: {
  direction: GatewayDirection;
  readOnly: boolean;
  deleteGateway: (sid: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const name = direction === 'outbound' ? 'smpp_outbound' : 'smpp_inbound';
  const { control, register, getValues } = useFormContext<CarrierForm>();
  const { errors } = useFormState({ control, name });
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const rows = useWatch({ control, name });
  const removal = useGatewayRemoval(
    name,
    remove,
    deleteGateway,
    TELEPHONY_MESSAGES.smppGatewayDeleted(direction),
  );
  const listError = listErrorOf(errors[name]);
  return (
    <div className={styles.stack}>
      {listError ? <ErrorMessage className={styles.listError} message={listError} /> : null}
      <ul className={styles.gatewayList}>
        {fields.map((field, index) => {
          const rowErrors = errors[name]?.[index];
          const n = index + 1;
          return (
            <li key={field.key} className={styles.gateway}>
              <Fieldset
                legend={t(
                  direction === 'outbound' ? 'gateways.outboundSmppGateway' : 'gateways.inboundSmppGateway',
                  { n },
                )}
                disabled={readOnly}
              >
                <div className={styles.gatewayFields}>
                  <TextField
                    label={t('gateways.networkAddress')}
                    placeholder={direction === 'outbound' ? 'smpp.example.com' : '1.2.3.4'}
                    hint={hintOf(rows?.[index]?.ipv4)}
                    required
                    autoComplete="off"
                    error={rowErrors?.ipv4}
                    {...register(`${name}.${index}.ipv4`)}
                  />
                  {direction === 'outbound' ? (
                    <TextField
                      label={t('gateways.port')}
                      inputMode="numeric"
                      error={rowErrors?.port}
                      {...register(`${name}.${index}.port`)}
                    />
                  ) : (
                    <SelectField
                      label={t('gateways.netmask')}
                      options={NETMASKS}
                      {...register(`${name}.${index}.netmask`)}
                    />
                  )}
                </div>
                <div className={styles.gatewayFlags}>
                  {direction === 'outbound' ? (
                    <>
                      <CheckboxField label={t('gateways.useTls')} {...register(`${name}.${index}.use_tls`)} />
                      <CheckboxField
                        label={t('gateways.primary')}
                        {...register(`${name}.${index}.is_primary`)}
                      />
                    </>
                  ) : null}
                  {!readOnly ? (
                    <IconButton
                      label={t(
                        direction === 'outbound'
                          ? 'gateways.removeOutboundSmppGateway'
                          : 'gateways.removeInboundSmppGateway',
                        { n },
                      )}
                      icon={<IconTrash />}
                      onClick={() => {
                        const row = getValues(`${name}.${index}`);
                        if (row.smpp_gateway_sid)
                          removal.ask({ index, sid: row.smpp_gateway_sid, address: row.ipv4 });
                        else remove(index);
                      }}
                    />
                  ) : null}
                </div>
              </Fieldset>
            </li>
          );
        })}
      </ul>
      {!readOnly ? (
        <div>
          <Button
            variant="secondary"
            size="sm"
            icon={<IconPlus />}
            onClick={() => append(newSmppGateway(direction))}
          >
            {direction === 'outbound' ? t('gateways.addOutboundGateway') : t('gateways.addInboundGateway')}
          </Button>
        </div>
      ) : null}
      {removal.dialog}
    </div>
  );
}

/** A template placeholder's hint, in the user's language. */
export function hintOf(value: string | null | undefined): string | undefined {
  const hint = placeholderHint(value);
  return hint ? translateKnown(hint) : undefined;
}

/** The server's message of a failed gateway save, naming the gateway. */
export function gatewayErrorMessage(reason: unknown, what: string): string {
  return `${what}: ${toApiError(reason).msg}`;
}
