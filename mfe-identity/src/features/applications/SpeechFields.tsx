// Speech synthesis (vendor, label, language, voice) and recognition (vendor, label, language) of an application,
// from the credentials the account can use and the languages and voices the API lists for a vendor. Used twice:
// for the main choice and for the fallback. A jambonz API fetches some vendors' lists from the vendor itself
// (Deepgram, Microsoft), which may fail: the form then says so and takes the language and voice as typed, never
// another vendor's list.
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toApiError } from '@switchboard/shared/api';
import type { SpeechCredential } from '@switchboard/shared/types';
import {
  DEFAULT_GOOGLE_VOICE,
  DEFAULT_STT_LANGUAGE,
  DEFAULT_TTS_LANGUAGE,
  STT_VENDORS,
  TTS_VENDORS,
} from '@switchboard/shared/constants';
import { useTranslation, type Translate } from '@switchboard/shared/i18n';
import { Fieldset, SelectField, TextField } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/identity.module.css';
import { VOICES_WAIT_MS, useGetSpeechLanguagesQuery } from './api';
import type { ApplicationFormValues } from './application.rules';

type Kind = 'synthesis' | 'recognizer';
type Prefix = '' | 'fallback_';

function fieldNames(prefix: Prefix, kind: Kind) {
  const base = `${prefix}speech_${kind}` as const;
  return {
    vendor: `${base}_vendor` as keyof ApplicationFormValues,
    label: `${base}_label` as keyof ApplicationFormValues,
    language: `${base}_language` as keyof ApplicationFormValues,
    voice: `${prefix}speech_synthesis_voice` as keyof ApplicationFormValues,
  };
}

/** Why a vendor's list is missing: the API's reason, or that it did not answer in time (it was asking the vendor). */
function whyNoList(error: unknown, t: Translate): string {
  const { status, msg } = toApiError(error);
  return status === 'TIMEOUT_ERROR' ? t('speech.noAnswer', { seconds: VOICES_WAIT_MS / 1000 }) : msg;
}

const vendorName = (value: string) =>
  [...TTS_VENDORS, ...STT_VENDORS].find((v) => v.value === value)?.name ??
  (value.startsWith('custom:') ? value.slice(7) : value);

export interface SpeechFieldsProps {
  kind: Kind;
  prefix?: Prefix;
  legend: string;
  /** The service provider of the application's account (languages and voices are listed there). */
  serviceProviderSid: string;
  credentials: ReadonlyArray<SpeechCredential> | undefined;
  readOnly?: boolean;
  /** The fallback may be left empty until chosen. */
  optional?: boolean;
}

export function SpeechFields({
  kind,
  prefix = '',
  legend,
  serviceProviderSid,
  credentials,
  readOnly,
  optional,
}: SpeechFieldsProps) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { register, control, setValue, getFieldState, formState } = useFormContext<ApplicationFormValues>();
  const names = fieldNames(prefix, kind);
  const vendor = (useWatch({ control, name: names.vendor }) as string | undefined) ?? '';
  const label = (useWatch({ control, name: names.label }) as string | undefined) ?? '';
  const language = (useWatch({ control, name: names.language }) as string | undefined) ?? '';
  const voice = (useWatch({ control, name: names.voice }) as string | undefined) ?? '';
  const isTts = kind === 'synthesis';

  // Vendors the account has a credential for (for this direction), plus the one already chosen.
  const usable = useMemo(
    () => (credentials ?? []).filter((c) => (isTts ? c.use_for_tts : c.use_for_stt)),
    [credentials, isTts],
  );
  const vendorOptions = useMemo(() => {
    const catalogue = isTts ? TTS_VENDORS : STT_VENDORS;
    const values = new Set<string>(usable.map((c) => c.vendor));
    if (vendor) values.add(vendor);
    const known = catalogue
      .filter((v) => values.has(v.value))
      .map((v) => ({ value: v.value, label: v.name }));
    const custom = [...values]
      .filter((v) => v.startsWith('custom:'))
      .map((v) => ({ value: v, label: vendorName(v) }));
    return [...known, ...custom];
  }, [usable, vendor, isTts]);
  const labels = useMemo(
    () => [...new Set(usable.filter((c) => c.vendor === vendor).map((c) => c.label ?? ''))],
    [usable, vendor],
  );
  const showLabels = labels.length > 1 || labels.some(Boolean) || Boolean(label);
  // A saved label whose credential is gone stays selectable, so the select never shows something else.
  const labelOptions = label && !labels.includes(label) ? [label, ...labels] : labels;

  const languages = useGetSpeechLanguagesQuery(
    { serviceProviderSid, vendor, label: label || undefined },
    { skip: !vendor || !serviceProviderSid },
  );
  // currentData: the lists of this vendor only (data would still hold the previous vendor's after a failure)
  const lists = languages.currentData;
  const languageList = useMemo(() => (isTts ? (lists?.tts ?? []) : (lists?.stt ?? [])), [lists, isTts]);
  const voices = useMemo(
    () => (isTts ? (lists?.tts?.find((l) => l.value === language)?.voices ?? []) : []),
    [lists, language, isTts],
  );
  const unavailable = Boolean(vendor) && languages.isError && !languages.isFetching;

  // No label chosen while the vendor's credentials all carry one: take the first (what the select then shows).
  useEffect(() => {
    if (label || !labels.length || labels.includes('')) return;
    setValue(names.label, labels[0]);
  }, [label, labels, names.label, setValue]);

  // Keep the language and voice valid for the chosen vendor: en-US (or the first) and its default voice.
  useEffect(() => {
    if (!languageList.length || languageList.some((l) => l.value === language)) return;
    const preferred = isTts ? DEFAULT_TTS_LANGUAGE : DEFAULT_STT_LANGUAGE;
    const next = languageList.find((l) => l.value === preferred)?.value ?? languageList[0].value;
    setValue(names.language, next, { shouldDirty: true });
  }, [languageList, language, isTts, names.language, setValue]);
  useEffect(() => {
    if (!isTts || !voices.length || voices.some((v) => v.value === voice)) return;
    const next = voices.find((v) => v.value === DEFAULT_GOOGLE_VOICE)?.value ?? voices[0].value;
    setValue(names.voice, next, { shouldDirty: true });
  }, [voices, voice, isTts, names.voice, setValue]);

  const noCredential =
    Boolean(vendor) && credentials !== undefined && !usable.some((c) => c.vendor === vendor);
  const error = (name: keyof ApplicationFormValues) => getFieldState(name, formState).error;

  return (
    <Fieldset legend={legend}>
      <div className={styles.grid}>
        <SelectField
          label={t('speech.vendor')}
          required={!optional}
          readOnly={readOnly}
          placeholder={optional ? t('speech.chooseVendor') : undefined}
          options={vendorOptions}
          hint={noCredential ? t('speech.noCredential', { vendor: vendorName(vendor) }) : undefined}
          error={error(names.vendor)}
          {...register(names.vendor, {
            // the label, language and voice were the previous vendor's
            onChange: () => {
              setValue(names.label, '', { shouldDirty: true });
              setValue(names.language, '', { shouldDirty: true });
              if (isTts) setValue(names.voice, '', { shouldDirty: true });
            },
          })}
        />
        {showLabels ? (
          <SelectField
            label={t('speech.label')}
            readOnly={readOnly}
            options={labelOptions.map((l) => ({ value: l, label: l || t('speech.defaultLabel') }))}
            {...register(names.label)}
          />
        ) : null}
        {unavailable ? (
          <TextField
            label={t('speech.language')}
            required={!optional}
            readOnly={readOnly}
            hint={t('speech.listsUnavailable', {
              vendor: vendorName(vendor),
              reason: whyNoList(languages.error, t),
            })}
            error={error(names.language)}
            {...register(names.language)}
          />
        ) : (
          <SelectField
            label={t('speech.language')}
            readOnly={readOnly || !vendor}
            options={
              languageList.length
                ? languageList.map((l) => ({ value: l.value, label: l.name }))
                : language
                  ? [{ value: language, label: language }]
                  : []
            }
            hint={languages.isFetching ? t('speech.loadingLanguages') : undefined}
            {...register(names.language)}
          />
        )}
        {isTts && unavailable ? (
          <TextField
            label={t('speech.voice')}
            readOnly={readOnly}
            hint={t('speech.typeVoice', { vendor: vendorName(vendor) })}
            {...register(names.voice)}
          />
        ) : isTts ? (
          <SelectField
            label={t('speech.voice')}
            readOnly={readOnly || !vendor}
            options={
              voices.length
                ? voices.map((v) => ({ value: v.value, label: v.name }))
                : voice
                  ? [{ value: voice, label: voice }]
                  : []
            }
            {...register(names.voice)}
          />
        ) : null}
      </div>
    </Fieldset>
  );
}
