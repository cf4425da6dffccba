// Add carrier / Edit carrier (docs/product/telephony.md#carrier-form): one form for both, tabs Voice (SIP) and SMS (SMPP), every
// rule of docs/product/telephony.md#voice-tab (the shared carrierFormSchema); a predefined carrier creates the carrier and opens it; saving a new
// carrier goes to the list, an update stays. Service-provider carriers are read-only for account users (docs/product/telephony.md#who-may-do-what).
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { describeFailure, toApiError, useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import type { Account, SipGateway, SmppGateway, VoipCarrier } from '@switchboard/shared/types';
import {
  DTMF_TYPES,
  TELEPHONY_MESSAGES as T,
  carrierFormSchema,
  carrierFormTabOf,
  type CarrierForm,
} from '@switchboard/shared/validation';
import {
  AccountSelector,
  Alert,
  Button,
  CheckboxField,
  Fieldset,
  PasswordField,
  SelectField,
  Tabs,
  TextField,
} from '@switchboard/shared/ui';
import { EntityLoader, useSessionInfo, type SessionInfo } from '@switchboard/shared/admin';
import { EntityForm, useEntityForm } from '@switchboard/shared/admin-forms';
import { useGetApplicationChoicesQuery } from '../../lib/applications';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import {
  useCreateCarrierMutation,
  useCreateFromPredefinedMutation,
  useDeleteSipGatewayMutation,
  useDeleteSmppGatewayMutation,
  useGetCarrierQuery,
  useGetPredefinedCarriersQuery,
  useGetSbcsQuery,
  useGetSipGatewaysQuery,
  useGetSmppAddressesQuery,
  useGetSmppGatewaysQuery,
  useSaveSipGatewayMutation,
  useSaveSmppGatewayMutation,
  useUpdateCarrierMutation,
  type CarrierOwnerPath,
} from './api';
import {
  carrierPayload,
  carrierPlaceholders,
  carrierToForm,
  carrierUpdatePayload,
  placeholderHint,
  sipGatewayPayload,
  smppGatewayPayload,
} from './carrier.rules';
import { DeleteCarrierDialog } from './DeleteCarrierDialog';
import { SipGatewaysFields, SmppGatewaysFields, gatewayErrorMessage } from './GatewayFields';
import { CarrierHealthSection } from '../carrier-health/CarrierHealthSection';
import { RegisterStatus } from './RegisterStatus';

const DTMF = DTMF_TYPES.map((d) => ({ value: d, label: d }));

/** Where this user writes carriers: the service-provider path, or an account user's own account path. */
function ownerPath(session: SessionInfo): CarrierOwnerPath {
  return session.isAccountUser && session.ownAccountSid
    ? { kind: 'account', sid: session.ownAccountSid }
    : { kind: 'service-provider', sid: session.serviceProviderSid ?? '' };
}

export default function CarrierFormPage() {
  const { voip_carrier_sid: sid } = useParams();
  const session = useSessionInfo();
  const carrier = useGetCarrierQuery(sid ?? '', { skip: !sid });
  const sip = useGetSipGatewaysQuery(sid ?? '', { skip: !sid });
  const smpp = useGetSmppGatewaysQuery(sid ?? '', { skip: !sid });
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const needs = [
    ...(sid ? [sip, smpp] : []),
    ...(session.isServiceProviderOrAdmin && session.serviceProviderSid ? [accounts] : []),
  ];
  return (
    <EntityLoader
      entity={sid ? carrier : undefined}
      needs={needs}
      loadingLabel={sid ? 'Loading the carrier' : 'Loading'}
    >
      {(saved) => (
        <CarrierFormView
          key={sid ?? 'new'}
          saved={saved}
          sipGateways={sip.data ?? []}
          smppGateways={smpp.data ?? []}
          accounts={accounts.data ?? []}
        />
      )}
    </EntityLoader>
  );
}

/** The Voice tab's list of the SBC addresses carriers must whitelist. */
function Whitelist({ kind }: { kind: 'sip' | 'smpp' }) {
  const sbcs = useGetSbcsQuery(undefined, { skip: kind !== 'sip' });
  const smpps = useGetSmppAddressesQuery(undefined, { skip: kind !== 'smpp' });
  const addresses =
    kind === 'sip'
      ? (sbcs.data ?? []).map((a) => `${a.ipv4}:${a.port}`)
      : (smpps.data ?? []).map((a) => `${a.ipv4}:${a.port}${a.use_tls ? ' (TLS)' : ''}`);
  return (
    <Alert
      kind="info"
      title={
        kind === 'sip'
          ? 'Have your carriers whitelist our SIP signaling IPs'
          : 'Have your carriers whitelist our SMPP addresses'
      }
    >
      {addresses.length ? (
        <ul className={styles.addresses}>
          {addresses.map((a) => (
            <li key={a} className={styles.mono}>
              {a}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>None are configured.</p>
      )}
    </Alert>
  );
}

/** Add page only: choosing a predefined carrier creates it (with its gateways) and opens its edit page. */
function PredefinedCarrierPicker({ owner }: { owner: CarrierOwnerPath }) {
  const templates = useGetPredefinedCarriersQuery();
  const [create, { isLoading }] = useCreateFromPredefinedMutation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const options = (templates.data ?? []).map((t) => ({ value: t.predefined_carrier_sid, label: t.name }));
  return (
    <Fieldset
      legend="Start from a predefined carrier"
      description="Creates the carrier with the provider's gateways and opens it, to fill in your details."
    >
      <div className={styles.inlineRow}>
        <SelectField
          label="Predefined carrier"
          placeholder="None"
          options={options}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={!choice}
          busy={isLoading}
          onClick={() =>
            create({ owner, templateSid: choice })
              .unwrap()
              .then(
                ({ sid }) => {
                  toast('success', T.carrierCreated);
                  navigate(paths.carrierEdit(sid));
                },
                (reason: unknown) => toast('error', toApiError(reason).msg),
              )
          }
        >
          Create from template
        </Button>
      </div>
    </Fieldset>
  );
}

/** Opens the tab of the first field with an error after a refused save (a hidden tab's fields cannot say so). */
function useTabOfFirstError(setTab: (tab: string) => void) {
  const { formState, setFocus } = useFormContext<CarrierForm>();
  const { submitCount, errors } = formState;
  useEffect(() => {
    const first = firstErrorPath(errors);
    if (!first) return;
    setTab(carrierFormTabOf(first));
    setTimeout(() => {
      try {
        setFocus(first as never);
      } catch {
        // an array-level error has no field to focus
      }
    }, 0);
    // only after a submit attempt
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
}

function firstErrorPath(errors: object, prefix = ''): string | null {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string') return path;
    if (typeof value === 'object') {
      const inner = firstErrorPath(value as object, path);
      if (inner) return inner.endsWith('.root') ? path : inner;
    }
  }
  return null;
}

function CarrierFields({
  saved,
  accounts,
  readOnly,
  session,
}: {
  saved?: VoipCarrier;
  accounts: Account[];
  readOnly: boolean;
  session: SessionInfo;
}) {
  const { register, control, setValue, formState } = useFormContext<CarrierForm>();
  const errors = formState.errors;
  const [tab, setTab] = useState('sip');
  useTabOfFirstError(setTab);
  const [accountSid, requiresRegister] = useWatch({ control, name: ['account_sid', 'requires_register'] });
  const watched = useWatch({ control }) as CarrierForm;
  const placeholders = carrierPlaceholders(watched);
  const applications = useGetApplicationChoicesQuery(accountSid, { skip: !accountSid });
  const [deleteSip] = useDeleteSipGatewayMutation();
  const [deleteSmpp] = useDeleteSmppGatewayMutation();
  const carrierSid = saved?.voip_carrier_sid ?? '';

  const voice = (
    <div className={styles.stack}>
      <Whitelist kind="sip" />
      {saved ? <RegisterStatus carrier={saved} /> : null}
      {saved ? <CarrierHealthSection carrierSid={saved.voip_carrier_sid} /> : null}
      <Fieldset legend="Calls" disabled={readOnly}>
        <CheckboxField
          label="E.164 syntax"
          hint="Prepend a leading + on origination attempts."
          {...register('e164_leading_plus')}
        />
        <div className={styles.grid}>
          <SelectField label="DTMF type" options={DTMF} {...register('dtmf_type')} />
          <TextField
            label="Tech prefix"
            hint={
              placeholderHint(watched.tech_prefix) ??
              'Does your carrier require a tech prefix on outbound calls?'
            }
            autoComplete="off"
            error={errors.tech_prefix}
            {...register('tech_prefix')}
          />
          <TextField
            label="SIP Diversion header"
            hint={
              placeholderHint(watched.diversion) ??
              'Phone number or SIP URI, for carriers that authenticate the calling number with it'
            }
            autoComplete="off"
            error={errors.diversion}
            {...register('diversion')}
          />
          <TextField
            label="Outbound SIP proxy"
            hint="A domain, IP address or sip:/sips: URI, with an optional port"
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
        legend="Outbound authentication"
        description="Does your carrier require authentication on outbound calls? Give both a username and a password, or neither."
        disabled={readOnly}
      >
        <div className={styles.grid}>
          <TextField
            label="Username"
            autoComplete="off"
            hint={placeholderHint(watched.register_username)}
            required={requiresRegister}
            error={errors.register_username}
            {...register('register_username')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            hint={placeholderHint(watched.register_password)}
            required={requiresRegister}
            error={errors.register_password}
            {...register('register_password')}
          />
        </div>
        <CheckboxField
          label="Require SIP register"
          hint="Carrier requires SIP Register before sending outbound calls."
          {...register('requires_register')}
        />
        {requiresRegister ? (
          <div className={styles.grid}>
            <TextField
              label="SIP realm"
              required
              autoComplete="off"
              error={errors.register_sip_realm}
              {...register('register_sip_realm')}
            />
            <TextField
              label="SIP From user"
              hint="Optional: the user part of the SIP From header"
              autoComplete="off"
              {...register('register_from_user')}
            />
            <TextField
              label="SIP From domain"
              hint="Optional: the host part of the SIP From header"
              autoComplete="off"
              error={errors.register_from_domain}
              {...register('register_from_domain')}
            />
            <CheckboxField label="Use public IP in contact" {...register('register_public_ip_in_contact')} />
          </div>
        ) : null}
      </Fieldset>
      <SipGatewaysFields
        readOnly={readOnly}
        deleteGateway={(sid) => deleteSip({ sid, carrierSid }).unwrap()}
      />
    </div>
  );

  const sms = (
    <div className={styles.stack}>
      <Whitelist kind="smpp" />
      <Fieldset legend="Outbound SMPP" disabled={readOnly}>
        <div className={styles.grid}>
          <TextField label="System ID" autoComplete="off" {...register('smpp_system_id')} />
          <PasswordField label="Password" autoComplete="new-password" {...register('smpp_password')} />
        </div>
        <SmppGatewaysFields
          direction="outbound"
          readOnly={readOnly}
          deleteGateway={(sid) => deleteSmpp({ sid, carrierSid }).unwrap()}
        />
      </Fieldset>
      <Fieldset
        legend="Inbound SMPP"
        description="The addresses your carrier sends messages from; whitelisting them needs an inbound password."
        disabled={readOnly}
      >
        <div className={styles.grid}>
          <TextField label="System ID" autoComplete="off" {...register('smpp_inbound_system_id')} />
          <PasswordField
            label="Password"
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

  return (
    <>
      {placeholders.length > 0 && !readOnly ? (
        <Alert kind="warning" title="This carrier was made from a template">
          Replace its placeholders with your own values before saving: {placeholders.join(', ')}.
        </Alert>
      ) : null}
      <Fieldset legend="Carrier" disabled={readOnly}>
        <div className={styles.grid}>
          <TextField
            label="Carrier name"
            required
            autoComplete="off"
            error={errors.name}
            {...register('name')}
          />
          {session.isServiceProviderOrAdmin ? (
            <AccountSelector
              label="Used by"
              accounts={accounts}
              value={accountSid}
              allOption
              onChange={(value) => {
                setValue('account_sid', value ?? '', { shouldDirty: true });
                setValue('application_sid', '', { shouldDirty: true });
              }}
            />
          ) : null}
          {accountSid ? (
            <SelectField
              label="Default application"
              placeholder="None"
              options={(applications.data ?? []).map((a) => ({ value: a.application_sid, label: a.name }))}
              {...register('application_sid')}
            />
          ) : null}
        </div>
        <CheckboxField toggle label="Active" {...register('is_active')} />
      </Fieldset>
      <Tabs
        label="Carrier settings"
        selected={tab}
        onChange={setTab}
        tabs={[
          { id: 'sip', label: 'Voice (SIP)', panel: voice },
          { id: 'smpp', label: 'SMS (SMPP)', panel: sms },
        ]}
      />
    </>
  );
}

function CarrierFormView({
  saved,
  sipGateways,
  smppGateways,
  accounts,
}: {
  saved?: VoipCarrier;
  sipGateways: SipGateway[];
  smppGateways: SmppGateway[];
  accounts: Account[];
}) {
  const session = useSessionInfo();
  const owner = ownerPath(session);
  // docs/product/telephony.md#who-may-do-what: service-provider carriers belong to service-provider users and up; account carriers to their account.
  const notYours = Boolean(saved && session.isAccountUser && saved.account_sid !== session.ownAccountSid);
  const readOnly = session.isViewOnly || notYours;
  const [createCarrier] = useCreateCarrierMutation();
  const [updateCarrier] = useUpdateCarrierMutation();
  const [saveSip] = useSaveSipGatewayMutation();
  const [saveSmpp] = useSaveSmppGatewayMutation();
  const [deleting, setDeleting] = useState(false);
  const defaults = useMemo(
    () => carrierToForm(saved, sipGateways, smppGateways, session.ownAccountSid ?? ''),
    [saved, sipGateways, smppGateways, session.ownAccountSid],
  );

  /** Saves every gateway row in order; the values come back with the new rows' sids. */
  const saveGateways = async (values: CarrierForm, carrierSid: string): Promise<CarrierForm> => {
    const next = structuredClone(values);
    for (const [i, row] of values.sip_gateways.entries()) {
      const result = await saveSip({ sid: row.sip_gateway_sid, body: sipGatewayPayload(row, carrierSid) })
        .unwrap()
        .catch((reason: unknown) => {
          throw new Error(gatewayErrorMessage(reason, `SIP gateway ${i + 1}`));
        });
      if (result) next.sip_gateways[i].sip_gateway_sid = result.sid;
      if (!row.port && sipGatewayPayload(row, carrierSid).port)
        next.sip_gateways[i].port = String(sipGatewayPayload(row, carrierSid).port);
    }
    for (const direction of ['outbound', 'inbound'] as const) {
      const rows = direction === 'outbound' ? values.smpp_outbound : values.smpp_inbound;
      for (const [i, row] of rows.entries()) {
        const result = await saveSmpp({
          sid: row.smpp_gateway_sid,
          body: smppGatewayPayload(row, carrierSid, direction),
        })
          .unwrap()
          .catch((reason: unknown) => {
            throw new Error(
              gatewayErrorMessage(
                reason,
                `${direction === 'outbound' ? 'Outbound' : 'Inbound'} SMPP gateway ${i + 1}`,
              ),
            );
          });
        if (result)
          (direction === 'outbound' ? next.smpp_outbound : next.smpp_inbound)[i].smpp_gateway_sid =
            result.sid;
      }
    }
    return next;
  };

  const entity = useEntityForm<CarrierForm>({
    defaultValues: defaults,
    schema: carrierFormSchema,
    errorMessage: (reason) =>
      reason instanceof Error ? reason.message : describeFailure('The carrier could not be saved', reason),
    save: async (values) => {
      if (notYours) throw new Error(T.carrierNoChanges);
      const ownAccountSid = session.isAccountUser ? session.ownAccountSid : null;
      if (!saved) {
        const body = carrierPayload(values, ownAccountSid);
        const { sid } = await createCarrier({ owner, body }).unwrap();
        try {
          await saveGateways(values, sid);
        } catch (reason) {
          // the carrier exists: open it, so what failed can be fixed there
          toast('error', (reason as Error).message);
          return { to: paths.carrierEdit(sid) };
        }
        return { message: T.carrierCreated, to: paths.carriers };
      }
      const body = carrierUpdatePayload(values, defaults, ownAccountSid);
      await updateCarrier({ owner, sid: saved.voip_carrier_sid, body }).unwrap();
      const resetTo = await saveGateways(values, saved.voip_carrier_sid);
      return { message: T.carrierUpdated, resetTo };
    },
  });

  return (
    <>
      <EntityForm
        entity={entity}
        title={saved ? 'Edit carrier' : 'Add carrier'}
        description={saved?.name}
        readOnly={readOnly}
        cancelTo={paths.carriers}
        deleteLabel={saved && !readOnly ? 'Delete carrier' : undefined}
        onDelete={() => setDeleting(true)}
      >
        {notYours ? <Alert kind="info">{T.carrierNoChanges}</Alert> : null}
        {!saved && !readOnly ? <PredefinedCarrierPicker owner={owner} /> : null}
        <CarrierFields saved={saved} accounts={accounts} readOnly={readOnly} session={session} />
      </EntityForm>
      <DeleteCarrierDialog
        carrier={deleting && saved ? saved : null}
        onCancel={() => setDeleting(false)}
        onDeleted={() => entity.leave(paths.carriers)}
      />
    </>
  );
}
