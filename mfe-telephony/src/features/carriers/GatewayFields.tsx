// The gateway rows of the carrier form: SIP gateways (address, port, netmask, protocol, inbound/outbound, active,
// pad crypto, OPTIONS ping, sips scheme) and SMPP gateways of one direction (address, port, TLS and primary for
// outbound ones; address and netmask for whitelisted inbound ones). Removing a saved gateway deletes it on the
// server after a confirmation; an unsaved row just goes.
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
  const { reset, formState } = useFormContext<CarrierForm>();
  const [target, setTarget] = useState<RemovalTarget | null>(null);
  const dialog = (
    <ConfirmDelete
      open={target !== null}
      what="gateway"
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
    <Fieldset
      legend="SIP gateways"
      description="At least one SIP gateway is required. A domain name may only be used for outbound calls."
      disabled={readOnly}
    >
      {listError ? <ErrorMessage className={styles.listError} message={listError} /> : null}
      <ul className={styles.gatewayList}>
        {fields.map((field, index) => {
          const rowErrors = errors.sip_gateways?.[index];
          const n = index + 1;
          return (
            <li key={field.key} className={styles.gateway}>
              <Fieldset legend={`SIP gateway ${n}`}>
                <div className={styles.gatewayFields}>
                  <TextField
                    label="Network address"
                    placeholder="1.2.3.4 or sip.example.com"
                    hint={placeholderHint(rows?.[index]?.ipv4)}
                    required
                    autoComplete="off"
                    error={rowErrors?.ipv4}
                    {...register(`sip_gateways.${index}.ipv4`)}
                  />
                  {/* An IPv4 address without a port is reached on 5060 (docs/product/telephony.md#sip-gateways): the placeholder and the hint say
                      so, and the save sends it. Never written into the field, where typing would append to it. */}
                  <TextField
                    label="Port"
                    inputMode="numeric"
                    placeholder={String(DEFAULT_SIP_PORT)}
                    hint={`Empty: ${DEFAULT_SIP_PORT} for an IP address`}
                    error={rowErrors?.port}
                    {...register(`sip_gateways.${index}.port`)}
                  />
                  <SelectField
                    label="Netmask"
                    options={NETMASKS}
                    error={rowErrors?.netmask}
                    {...register(`sip_gateways.${index}.netmask`)}
                  />
                  <SelectField
                    label="Protocol"
                    options={PROTOCOLS}
                    {...register(`sip_gateways.${index}.protocol`)}
                  />
                </div>
                <div className={styles.gatewayFlags}>
                  <CheckboxField
                    label="Inbound"
                    error={rowErrors?.inbound}
                    {...register(`sip_gateways.${index}.inbound`)}
                  />
                  <CheckboxField label="Outbound" {...register(`sip_gateways.${index}.outbound`)} />
                  <CheckboxField label="Active" {...register(`sip_gateways.${index}.is_active`)} />
                  <CheckboxField label="Pad crypto" {...register(`sip_gateways.${index}.pad_crypto`)} />
                  <CheckboxField
                    label="Send OPTIONS ping"
                    {...register(`sip_gateways.${index}.send_options_ping`)}
                  />
                  <CheckboxField
                    label="Use sips scheme"
                    {...register(`sip_gateways.${index}.use_sips_scheme`)}
                  />
                  {!readOnly ? (
                    <IconButton
                      label={`Remove SIP gateway ${n}`}
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
            Add SIP gateway
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
  const label = direction === 'outbound' ? 'Outbound SMPP gateway' : 'Inbound SMPP gateway';
  return (
    <div className={styles.stack}>
      {listError ? <ErrorMessage className={styles.listError} message={listError} /> : null}
      <ul className={styles.gatewayList}>
        {fields.map((field, index) => {
          const rowErrors = errors[name]?.[index];
          const n = index + 1;
          return (
            <li key={field.key} className={styles.gateway}>
              <Fieldset legend={`${label} ${n}`} disabled={readOnly}>
                <div className={styles.gatewayFields}>
                  <TextField
                    label="Network address"
                    placeholder={direction === 'outbound' ? 'smpp.example.com' : '1.2.3.4'}
                    hint={placeholderHint(rows?.[index]?.ipv4)}
                    required
                    autoComplete="off"
                    error={rowErrors?.ipv4}
                    {...register(`${name}.${index}.ipv4`)}
                  />
                  {direction === 'outbound' ? (
                    <TextField
                      label="Port"
                      inputMode="numeric"
                      error={rowErrors?.port}
                      {...register(`${name}.${index}.port`)}
                    />
                  ) : (
                    <SelectField
                      label="Netmask"
                      options={NETMASKS}
                      {...register(`${name}.${index}.netmask`)}
                    />
                  )}
                </div>
                <div className={styles.gatewayFlags}>
                  {direction === 'outbound' ? (
                    <>
                      <CheckboxField label="Use TLS" {...register(`${name}.${index}.use_tls`)} />
                      <CheckboxField label="Primary" {...register(`${name}.${index}.is_primary`)} />
                    </>
                  ) : null}
                  {!readOnly ? (
                    <IconButton
                      label={`Remove ${label.toLowerCase()} ${n}`}
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
            {direction === 'outbound' ? 'Add outbound gateway' : 'Add inbound gateway'}
          </Button>
        </div>
      ) : null}
      {removal.dialog}
    </div>
  );
}

/** The server's message of a failed gateway save, naming the gateway. */
export function gatewayErrorMessage(reason: unknown, what: string): string {
  return `${what}: ${toApiError(reason).msg}`;
}
