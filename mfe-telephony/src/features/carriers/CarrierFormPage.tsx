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
  SelectField,
  Tabs,
  TextField,
} from '@switchboard/shared/ui';
import { EntityLoader, useSessionInfo, type SessionInfo } from '@switchboard/shared/admin';
import { EntityForm, useEntityForm } from '@switchboard/shared/admin-forms';
import { useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useGetApplicationChoicesQuery } from '../../lib/applications';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import {
  useCreateCarrierMutation,
  useCreateFromPredefinedMutation,
  useGetCarrierQuery,
  useGetPredefinedCarriersQuery,
  useGetSipGatewaysQuery,
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
  sipGatewayPayload,
  smppGatewayPayload,
} from './carrier.rules';
import { DeleteCarrierDialog } from './DeleteCarrierDialog';
import { gatewayErrorMessage } from './GatewayFields';
import { SmsTab, VoiceTab } from './CarrierTabs';

/** Where this user writes carriers: the service-provider path, or an account user's own account path. */
function ownerPath(session: SessionInfo): CarrierOwnerPath {
  return session.isAccountUser && session.ownAccountSid
    ? { kind: 'account', sid: session.ownAccountSid }
    : { kind: 'service-provider', sid: session.serviceProviderSid ?? '' };
}

export default function CarrierFormPage() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
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
      loadingLabel={sid ? t('carrierForm.loadingCarrier') : t('carrierForm.loading')}
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

/** Add page only: choosing a predefined carrier creates it (with its gateways) and opens its edit page. */
function PredefinedCarrierPicker({ owner }: { owner: CarrierOwnerPath }) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const templates = useGetPredefinedCarriersQuery();
  const [create, { isLoading }] = useCreateFromPredefinedMutation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const options = (templates.data ?? []).map((p) => ({ value: p.predefined_carrier_sid, label: p.name }));
  return (
    <Fieldset legend={t('carrierForm.predefinedLegend')} description={t('carrierForm.predefinedDescription')}>
      <div className={styles.inlineRow}>
        <SelectField
          label={t('carrierForm.predefinedLabel')}
          placeholder={t('carrierForm.none')}
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
          {t('carrierForm.createFromTemplate')}
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
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { register, control, setValue, formState } = useFormContext<CarrierForm>();
  const errors = formState.errors;
  const [tab, setTab] = useState('sip');
  useTabOfFirstError(setTab);
  const accountSid = useWatch({ control, name: 'account_sid' });
  const watched = useWatch({ control }) as CarrierForm;
  const placeholders = carrierPlaceholders(watched);
  const applications = useGetApplicationChoicesQuery(accountSid, { skip: !accountSid });
  const carrierSid = saved?.voip_carrier_sid ?? '';

  return (
    <>
      {placeholders.length > 0 && !readOnly ? (
        <Alert kind="warning" title={t('carrierForm.templateTitle')}>
          {t('carrierForm.templateText', { placeholders: placeholders.join(', ') })}
        </Alert>
      ) : null}
      <Fieldset legend={t('carrierForm.carrier')} disabled={readOnly}>
        <div className={styles.grid}>
          <TextField
            label={t('carrierForm.name')}
            required
            autoComplete="off"
            error={errors.name}
            {...register('name')}
          />
          {session.isServiceProviderOrAdmin ? (
            <AccountSelector
              label={t('carrierForm.usedBy')}
              accounts={accounts}
              value={accountSid}
              allOption={t('carriers.allAccounts')}
              onChange={(value) => {
                setValue('account_sid', value ?? '', { shouldDirty: true });
                setValue('application_sid', '', { shouldDirty: true });
              }}
            />
          ) : null}
          {accountSid ? (
            <SelectField
              label={t('carrierForm.defaultApplication')}
              placeholder={t('carrierForm.none')}
              options={(applications.data ?? []).map((a) => ({ value: a.application_sid, label: a.name }))}
              {...register('application_sid')}
            />
          ) : null}
        </div>
        <CheckboxField toggle label={t('carrierForm.active')} {...register('is_active')} />
      </Fieldset>
      <Tabs
        label={t('carrierForm.settings')}
        selected={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'sip',
            label: t('carrierForm.voiceTab'),
            panel: <VoiceTab saved={saved} readOnly={readOnly} />,
          },
          {
            id: 'smpp',
            label: t('carrierForm.smsTab'),
            panel: <SmsTab carrierSid={carrierSid} readOnly={readOnly} />,
          },
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
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
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
        title={saved ? t('carrierForm.editTitle') : t('carrierForm.addTitle')}
        description={saved?.name}
        readOnly={readOnly}
        cancelTo={paths.carriers}
        deleteLabel={saved && !readOnly ? t('carrierForm.deleteCarrier') : undefined}
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
