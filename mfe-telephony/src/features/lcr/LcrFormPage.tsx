// Add / edit outbound call routing (docs/product/telephony.md#routing-form): name, active, 'Used by' (admins, when adding), the
// default carrier (required) and the routes, reordered by drag and drop and saved in one batch call (priority =
// position); a new table gets the system default route. Save is disabled, with the spec's text, while there is no
// carrier to route to. Under the routes, 'Test a number' runs the routing rule over the table as it is on the form.
import { useMemo, useState } from 'react';
import { translateKnown, useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocation, useParams } from 'react-router';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import type { Account, Lcr, LcrRoute, VoipCarrier } from '@switchboard/shared/types';
import { TELEPHONY_MESSAGES as T, lcrFormSchema, type LcrForm } from '@switchboard/shared/validation';
import {
  AccountSelector,
  Alert,
  CheckboxField,
  Fieldset,
  SelectField,
  TextField,
} from '@switchboard/shared/ui';
import { EntityLoader, useSessionInfo } from '@switchboard/shared/admin';
import { EntityForm, useEntityForm } from '@switchboard/shared/admin-forms';
import { paths } from '../../lib/paths';
import styles from '../../lib/telephony.module.css';
import { useGetCarrierChoicesQuery } from '../carriers/api';
import {
  useCreateLcrMutation,
  useDeleteLcrMutation,
  useDeleteLcrRouteMutation,
  useGetLcrQuery,
  useGetLcrRoutesQuery,
  useLazyGetLcrRoutesQuery,
  useSaveLcrRoutesMutation,
  useUpdateLcrMutation,
} from './api';
import {
  defaultRouteOf,
  lcrFieldsChanged,
  lcrPayload,
  lcrToForm,
  routableCarriers,
  routesPayload,
} from './lcr.rules';
import { LcrFeatureGate } from './LcrFeatureGate';
import { RoutesEditor } from './RoutesEditor';
import { RoutingTester } from '../routing-tester/RoutingTester';
import { tableFromForm } from '../routing-tester/tester.rules';

/** The routing tester over the table as the form has it now (the rows it matches are highlighted above it). */
function FormTester({
  saved,
  onFormMatch,
}: {
  saved?: Lcr;
  onFormMatch: (match: number | 'default' | null) => void;
}) {
  const session = useSessionInfo();
  const { control } = useFormContext<LcrForm>();
  const [routes, defaultCarrier, isActive, name, accountSid] = useWatch({
    control,
    name: ['routes', 'default_carrier_sid', 'is_active', 'name', 'account_sid'],
  });
  const edited = useMemo(
    () =>
      tableFromForm(
        { routes, default_carrier_sid: defaultCarrier, is_active: isActive, name, account_sid: accountSid },
        saved ?? null,
        session.serviceProviderSid,
      ),
    [routes, defaultCarrier, isActive, name, accountSid, saved, session.serviceProviderSid],
  );
  return <RoutingTester edited={edited} defaultAccountSid={accountSid || null} onFormMatch={onFormMatch} />;
}

export default function LcrFormPage() {
  return (
    <LcrFeatureGate>
      <LcrFormLoader />
    </LcrFeatureGate>
  );
}

function LcrFormLoader() {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const { lcr_sid: sid } = useParams();
  const session = useSessionInfo();
  const lcr = useGetLcrQuery(sid ?? '', { skip: !sid });
  const routes = useGetLcrRoutesQuery(sid ?? '', { skip: !sid });
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid,
  });
  const carriers = useGetCarrierChoicesQuery(
    { serviceProviderSid: session.serviceProviderSid ?? '' },
    { skip: !session.serviceProviderSid },
  );
  return (
    <EntityLoader
      entity={sid ? lcr : undefined}
      needs={[accounts, carriers, ...(sid ? [routes] : [])]}
      loadingLabel={sid ? t('lcrForm.loading') : t('carrierForm.loading')}
    >
      {(saved, needed) => (
        <LcrFormView
          key={sid ?? 'new'}
          saved={saved}
          routes={(sid ? needed[2] : []) as LcrRoute[]}
          accounts={needed[0] as Account[]}
          carriers={needed[1] as VoipCarrier[]}
        />
      )}
    </EntityLoader>
  );
}

function LcrFormView({
  saved,
  routes,
  accounts,
  carriers,
}: {
  saved?: Lcr;
  routes: LcrRoute[];
  accounts: Account[];
  carriers: VoipCarrier[];
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const session = useSessionInfo();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const readOnly = session.isViewOnly;
  const [createLcr] = useCreateLcrMutation();
  const [updateLcr] = useUpdateLcrMutation();
  const [saveRoutes] = useSaveLcrRoutesMutation();
  const [deleteRoute] = useDeleteLcrRouteMutation();
  const [deleteLcr] = useDeleteLcrMutation();
  const [fetchRoutes] = useLazyGetLcrRoutesQuery();
  const defaults = useMemo(
    () => lcrToForm(saved, routes, session.isAccountUser ? (session.ownAccountSid ?? '') : ''),
    [saved, routes, session.isAccountUser, session.ownAccountSid],
  );
  const listPath = session.isAdmin ? paths.lcrs : null;
  const [matched, setMatched] = useState<number | 'default' | null>(null);

  const entity = useEntityForm<LcrForm>({
    defaultValues: defaults,
    schema: lcrFormSchema,
    save: async (values) => {
      const body = lcrPayload(values, { serviceProviderSid: session.serviceProviderSid });
      if (!saved) {
        const { sid } = await createLcr(body).unwrap();
        await saveRoutes({ lcrSid: sid, routes: routesPayload(values), create: true }).unwrap();
        return {
          message: T.lcrCreated,
          to: listPath ?? paths.lcrEdit(sid),
          // a provider's own table belongs to no account: the list shows all
          ...(listPath ? { showAccount: values.account_sid || null } : {}),
        };
      }
      const tableChanged = lcrFieldsChanged(defaults, values);
      if (tableChanged)
        await updateLcr({
          sid: saved.lcr_sid,
          body: { name: body.name, is_active: body.is_active },
        }).unwrap();
      const current = await fetchRoutes(saved.lcr_sid).unwrap();
      await saveRoutes({
        lcrSid: saved.lcr_sid,
        routes: routesPayload(values, defaultRouteOf(current)),
        create: false,
      }).unwrap();
      // the saved routes come back with the sids of the new ones: the form starts again from them
      const fresh = await fetchRoutes(saved.lcr_sid).unwrap();
      return {
        message: tableChanged ? T.lcrUpdated : T.lcrRuleUpdated,
        resetTo: lcrToForm(
          { ...saved, ...body, is_active: values.is_active ? 1 : 0 },
          fresh,
          values.account_sid,
        ),
      };
    },
  });
  const { register, control, setValue, formState } = entity.form;
  const accountSid = useWatch({ control, name: 'account_sid' });
  const choices = useMemo(() => routableCarriers(carriers, accountSid), [carriers, accountSid]);
  const accountCarriers = useGetCarrierChoicesQuery(
    { serviceProviderSid: session.serviceProviderSid ?? '', accountSid },
    { skip: !session.serviceProviderSid || !accountSid },
  );
  const available = accountSid ? routableCarriers(accountCarriers.data ?? [], accountSid) : choices;
  const noCarriers = (!accountSid || accountCarriers.data !== undefined) && available.length === 0;
  const errors = formState.errors;

  return (
    <EntityForm
      entity={entity}
      title={saved ? t('lcrForm.editTitle') : t('lcrForm.addTitle')}
      description={saved?.name ?? undefined}
      readOnly={readOnly}
      saveDisabled={noCarriers}
      cancelTo={listPath ?? (saved ? paths.lcrEdit(saved.lcr_sid) : paths.carriers)}
      // account users manage their own table but do not delete it here (docs/product/telephony.md#who-may-do-what)
      remove={
        saved && !readOnly && !session.isAccountUser
          ? {
              what: t('lcrForm.what'),
              name: saved.name ?? saved.lcr_sid,
              run: () => deleteLcr(saved.lcr_sid).unwrap(),
              message: T.lcrDeleted,
              to: listPath ?? paths.lcrAdd,
            }
          : undefined
      }
    >
      {notice ? <Alert kind="info">{translateKnown(notice)}</Alert> : null}
      {noCarriers ? (
        <Alert kind="error">{translateKnown(accountSid ? T.noCarriersForAccount : T.noCarriers)}</Alert>
      ) : null}
      <Fieldset legend={t('lcrForm.legend')} disabled={readOnly}>
        <div className={styles.grid}>
          <TextField
            label={t('lcrForm.name')}
            required
            autoComplete="off"
            error={errors.name}
            {...register('name')}
          />
          {session.isAdmin ? (
            <AccountSelector
              label={t('lcrForm.usedBy')}
              accounts={accounts}
              value={accountSid}
              allOption={t('carriers.allAccounts')}
              disabled={Boolean(saved)}
              hint={saved ? t('lcrForm.usedByFixed') : undefined}
              onChange={(value) => {
                setValue('account_sid', value ?? '', { shouldDirty: true });
                setValue('default_carrier_sid', '', { shouldDirty: true });
              }}
            />
          ) : null}
          <SelectField
            label={t('lcrForm.defaultCarrier')}
            required
            hint={t('lcrForm.defaultCarrierHint')}
            placeholder={t('lcrForm.chooseCarrier')}
            options={available.map((c) => ({ value: c.voip_carrier_sid, label: c.name }))}
            error={errors.default_carrier_sid}
            {...register('default_carrier_sid')}
          />
        </div>
        <CheckboxField toggle label={t('lcrForm.active')} {...register('is_active')} />
      </Fieldset>
      <RoutesEditor
        carriers={available}
        readOnly={readOnly}
        matched={matched}
        deleteRoute={(routeSid) => deleteRoute({ sid: routeSid, lcrSid: saved?.lcr_sid ?? '' }).unwrap()}
      />
      <FormTester saved={saved} onFormMatch={setMatched} />
    </EntityForm>
  );
}
