// 'Add a speech service' and the edit page share one form (docs/product/speech.md#speech-service-form): vendor (locked on edit), its account
// (service provider scope and up; locked on edit), label, TTS/STT use, the vendor's own fields, extra options and
// Google custom voices; secrets come back masked and a masked one sent back keeps the stored one. Credentials of
// the service provider are changed by its users and up only.
import { useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { useGetServiceProviderAccountsQuery } from '@switchboard/shared/api';
import { useFeature } from '@switchboard/shared/config';
import type { GoogleCustomVoice, SpeechCredential } from '@switchboard/shared/types';
import { SPEECH_FORM_TEXTS } from '@switchboard/shared/constants';
import { useTranslation } from '@switchboard/shared/i18n';
import {
  MESSAGES,
  SPEECH_OPTIONS_BOX,
  speechVendorOptions,
  vendorCan,
  type SpeechVendor,
} from '@switchboard/shared/validation';
import { Alert, CheckboxField, Fieldset, SelectField, TextArea, TextField } from '@switchboard/shared/ui';
import {
  EntityLoader,
  NoAccess,
  sortByName,
  useSelectedAccount,
  useSessionInfo,
} from '@switchboard/shared/admin';
import { EntityForm, formResolver, useEntityForm } from '@switchboard/shared/admin-forms';
import styles from '../../lib/speech.module.css';
import { paths } from '../../lib/paths';
import {
  useCreateGoogleCustomVoiceMutation,
  useCreateSpeechCredentialMutation,
  useDeleteGoogleCustomVoiceMutation,
  useGetGoogleCustomVoicesQuery,
  useGetSpeechCredentialQuery,
  useUpdateGoogleCustomVoiceMutation,
  useUpdateSpeechCredentialMutation,
  useUploadVoiceCloningKeyMutation,
  type SpeechScope,
} from './api';
import { CredentialPanel } from './CredentialPanel';
import { GoogleFields } from './GoogleFields';
import { canChange, speechScopeOf } from './scope';
import { credentialToForm, formToPayload } from './speech-form.payload';
import { speechFormSchema } from './speech-form.rules';
import {
  VENDOR_CHANGE_CLEARS,
  defaultOptionsText,
  hasModes,
  takesOptions,
  toggleMode,
  vendorDefaults,
  type ModeStash,
} from './speech-form.state';
import { emptySpeechForm, type CustomVoiceValues, type SpeechFormValues } from './speech-form.values';
import { VendorFields } from './VendorFields';
import { SPEECH_NAMESPACE } from '../../i18n/resources';

// the toasts' English (the kit shows a known English text in the user's language)
export const CREDENTIAL_CREATED = SPEECH_FORM_TEXTS.created;
export const CREDENTIAL_UPDATED = SPEECH_FORM_TEXTS.updated;

export default function SpeechServiceFormPage() {
  const { speech_credential_sid: sid } = useParams();
  const session = useSessionInfo();
  const { accountSid } = useSelectedAccount();
  const { t } = useTranslation(SPEECH_NAMESPACE);
  // A credential is read on the path the session reaches it by (account users: their account's).
  const scope = speechScopeOf(session, null);
  const credential = useGetSpeechCredentialQuery(
    { scope: scope ?? { sp: '' }, sid: sid ?? '' },
    { skip: !sid || !scope },
  );
  const isGoogle = credential.data?.vendor === 'google';
  const voices = useGetGoogleCustomVoicesQuery(sid ?? '', { skip: !sid || !isGoogle });
  const accounts = useGetServiceProviderAccountsQuery(session.serviceProviderSid ?? '', {
    skip: !session.serviceProviderSid || !session.isServiceProviderOrAdmin,
  });
  const needs = [
    ...(session.isServiceProviderOrAdmin && session.serviceProviderSid ? [accounts] : []),
    ...(isGoogle ? [voices] : []),
  ];
  if (!scope) return <NoAccess message={t('form.chooseServiceProvider')} />;
  return (
    <EntityLoader
      entity={sid ? credential : undefined}
      needs={needs}
      loadingLabel={sid ? t('form.loadingCredential') : t('form.loading')}
    >
      {(saved) => (
        <SpeechServiceForm
          key={sid ?? 'new'}
          saved={saved}
          voices={isGoogle ? (voices.data ?? []) : []}
          scope={scope}
          accounts={sortByName(accounts.data)}
          defaultAccount={session.isAccountUser ? (session.ownAccountSid ?? '') : (accountSid ?? '')}
        />
      )}
    </EntityLoader>
  );
}

interface FormProps {
  saved?: SpeechCredential;
  voices: readonly GoogleCustomVoice[];
  scope: SpeechScope;
  accounts: ReadonlyArray<{ account_sid: string; name: string }>;
  defaultAccount: string;
}

function SpeechServiceForm({ saved, voices, scope, accounts, defaultAccount }: FormProps) {
  const session = useSessionInfo();
  const { t } = useTranslation(SPEECH_NAMESPACE);
  const customSpeech = useFeature('customSpeech');
  const additionalSpeechVendors = useFeature('additionalSpeechVendors');
  const editing = Boolean(saved);
  const mayChange = !saved || canChange(session, saved);
  const readOnly = session.isViewOnly || !mayChange;
  const stash = useRef<ModeStash>({});
  const [create] = useCreateSpeechCredentialMutation();
  const [update] = useUpdateSpeechCredentialMutation();
  const [createVoice] = useCreateGoogleCustomVoiceMutation();
  const [updateVoice] = useUpdateGoogleCustomVoiceMutation();
  const [deleteVoice] = useDeleteGoogleCustomVoiceMutation();
  const [uploadKey] = useUploadVoiceCloningKeyMutation();

  const defaultValues = useMemo(
    () => (saved ? credentialToForm(saved, voices) : emptySpeechForm(defaultAccount)),
    [saved, voices, defaultAccount],
  );

  /** Creates, updates and deletes the credential's custom voices to match the form. */
  const syncVoices = async (credentialSid: string, values: SpeechFormValues) => {
    const wanted: CustomVoiceValues[] =
      values.vendor === 'google' && values.use_for_tts && values.use_custom_voices
        ? values.custom_voices
        : [];
    const kept = new Set(wanted.map((v) => v.google_custom_voice_sid).filter(Boolean));
    for (const old of voices)
      if (!kept.has(old.google_custom_voice_sid)) await deleteVoice(old.google_custom_voice_sid).unwrap();
    for (const voice of wanted) {
      const body = {
        name: voice.name.trim(),
        model: voice.use_voice_cloning_key ? '' : voice.model.trim(),
        reported_usage: voice.reported_usage,
        use_voice_cloning_key: voice.use_voice_cloning_key ? (1 as const) : (0 as const),
      };
      let voiceSid = voice.google_custom_voice_sid;
      if (voiceSid) await updateVoice({ sid: voiceSid, body }).unwrap();
      else voiceSid = (await createVoice({ ...body, speech_credential_sid: credentialSid }).unwrap()).sid;
      if (voice.use_voice_cloning_key && voice.key_text)
        await uploadKey({
          sid: voiceSid,
          text: voice.key_text,
          fileName: voice.key_file_name || 'voice-cloning-key.json',
        }).unwrap();
    }
  };

  const entity = useEntityForm<SpeechFormValues>({
    defaultValues,
    resolver: formResolver(speechFormSchema),
    save: async (values) => {
      const payload = formToPayload(values, session.serviceProviderSid);
      if (saved) {
        const {
          vendor: _vendor,
          label: _label,
          account_sid: _account,
          service_provider_sid: _sp,
          ...changes
        } = payload;
        await update({ scope, sid: saved.speech_credential_sid, body: changes }).unwrap();
        if (saved.vendor === 'google') await syncVoices(saved.speech_credential_sid, values);
        return { message: CREDENTIAL_UPDATED };
      }
      const { sid } = await create({ scope, body: payload }).unwrap();
      if (values.vendor === 'google') await syncVoices(sid, values);
      return { message: CREDENTIAL_CREATED, to: paths.list };
    },
  });
  const { form } = entity;
  const { register, control, setValue, getValues, getFieldState, formState } = form;
  const [vendor, tts, stt, useOptions] = useWatch({
    control,
    name: ['vendor', 'use_for_tts', 'use_for_stt', 'use_options'],
  });
  const fullVendor = vendor === 'custom' ? 'custom:x' : vendor;
  const error = (name: keyof SpeechFormValues) => getFieldState(name, formState).error;
  const vendorOptions: { value: string; label: string }[] = speechVendorOptions({
    customSpeech,
    additionalSpeechVendors,
  }).map((v) => ({
    value: v.value,
    label: v.name,
  }));
  if (saved && !vendorOptions.some((o) => o.value === vendor) && vendor)
    vendorOptions.push({ value: vendor, label: vendor });

  return (
    <EntityForm
      entity={entity}
      title={saved ? t('form.editTitle') : t('form.addTitle')}
      cancelTo={paths.list}
      readOnly={readOnly}
    >
      {saved && !mayChange ? (
        <Alert kind="info" title={t('messages.noPermission')}>
          <p>{t('form.onlyServiceProvider')}</p>
        </Alert>
      ) : null}
      {saved ? <CredentialPanel credential={saved} scope={scope} /> : null}
      <Fieldset legend={t('form.legend')}>
        <div className={styles.grid}>
          <SelectField
            label={t('form.vendor')}
            required
            readOnly={readOnly || editing}
            hint={editing ? t('form.vendorLocked') : undefined}
            placeholder={t('form.selectVendor')}
            options={vendorOptions}
            error={error('vendor')}
            {...register('vendor', {
              onChange: (event: { target: { value: string } }) => {
                const next = event.target.value as SpeechVendor | '';
                // docs/product/speech.md#form-rules: a new vendor starts without the old region, API key and service key
                for (const field of VENDOR_CHANGE_CLEARS) setValue(field, '', { shouldDirty: true });
                stash.current = {};
                if (next)
                  for (const [field, value] of Object.entries(vendorDefaults(next)))
                    setValue(field as keyof SpeechFormValues, value as never);
              },
            })}
          />
          {vendor === 'custom' ? (
            <TextField
              label={t('form.name')}
              required
              readOnly={readOnly || editing}
              placeholder={t('form.vendorName')}
              error={error('custom_name')}
              {...register('custom_name')}
            />
          ) : null}
          {session.isServiceProviderOrAdmin ? (
            <SelectField
              label={t('form.account')}
              readOnly={readOnly || editing}
              hint={editing ? t('form.accountLocked') : t('form.accountHint')}
              placeholder={t('form.allAccounts')}
              options={accounts.map((a) => ({ value: a.account_sid, label: a.name }))}
              {...register('account_sid')}
            />
          ) : null}
          <TextField
            label={t('form.label')}
            readOnly={readOnly || editing}
            hint={t('form.labelHint')}
            error={error('label')}
            {...register('label')}
          />
        </div>
        {vendor ? (
          <div className={styles.toolbar}>
            {vendorCan(fullVendor, 'tts') ? (
              <CheckboxField label={t('form.useForTts')} readOnly={readOnly} {...register('use_for_tts')} />
            ) : null}
            {vendorCan(fullVendor, 'stt') ? (
              <CheckboxField label={t('form.useForStt')} readOnly={readOnly} {...register('use_for_stt')} />
            ) : null}
          </div>
        ) : null}
        {vendor && !tts && !stt ? <p className={styles.detail}>{t('messages.notTested')}</p> : null}
      </Fieldset>
      {vendor === 'google' ? <GoogleFields readOnly={readOnly} editing={editing} /> : null}
      {vendor && vendor !== 'google' ? (
        <VendorFields
          vendor={vendor}
          readOnly={readOnly}
          editing={editing}
          scope={scope}
          onModeChange={(onPrem) => {
            if (!hasModes(vendor)) return;
            const { changes, stash: next } = toggleMode(getValues(), onPrem, stash.current);
            stash.current = next;
            for (const [field, value] of Object.entries(changes))
              setValue(field as keyof SpeechFormValues, value as never, { shouldDirty: true });
          }}
        />
      ) : null}
      {vendor && takesOptions(vendor) ? (
        <Fieldset legend={t('form.extraOptions')}>
          <CheckboxField
            label={t('form.useExtraOptions')}
            readOnly={readOnly}
            {...register('use_options', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked && !getValues('options'))
                  setValue('options', defaultOptionsText(vendor));
              },
            })}
          />
          {useOptions ? (
            <TextArea
              label={t('form.extraOptionsJson')}
              rows={SPEECH_OPTIONS_BOX.rows}
              cols={SPEECH_OPTIONS_BOX.cols}
              readOnly={readOnly}
              textareaClassName={styles.options}
              error={error('options')}
              hint={
                MESSAGES.invalidJson === error('options')?.message ? undefined : t('form.extraOptionsHint')
              }
              {...register('options')}
            />
          ) : null}
        </Fieldset>
      ) : null}
    </EntityForm>
  );
}
