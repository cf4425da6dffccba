// The field builders the vendor field sets are made of: a text, secret, select or checkbox field bound to the form,
// the hosted ↔ on-prem switch, and a model select filled from the model listing call. VendorFields.tsx says which
// fields each vendor has; this says how a field is laid out.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SpeechVendor } from '@switchboard/shared/validation';
import {
  CheckboxField,
  PasswordField,
  RadioGroup,
  SelectField,
  TextField,
  type SelectOption,
} from '@switchboard/shared/ui';
import styles from '../../lib/speech.module.css';
import { useTranslation } from '@switchboard/shared/i18n';
import { useGetSpeechModelsQuery, type SpeechScope } from './api';
import { SPEECH_NAMESPACE } from '../../i18n/resources';
import type { SpeechField, SpeechFormValues } from './speech-form.values';

export const options = (list: ReadonlyArray<{ value: string; name: string }>): SelectOption[] =>
  list.map((o) => ({ value: o.value, label: o.name }));

export interface VendorFieldsProps {
  vendor: SpeechVendor;
  readOnly: boolean;
  editing: boolean;
  scope: SpeechScope | null;
  /** hosted ↔ on-prem (the form applies the rule of docs/product/speech.md#form-rules) */
  onModeChange: (onPrem: boolean) => void;
}

export function useVendorFieldKit({ vendor, readOnly, editing, scope, onModeChange }: VendorFieldsProps) {
  const { register, control, setValue, getValues, getFieldState, formState } =
    useFormContext<SpeechFormValues>();
  const { t } = useTranslation(SPEECH_NAMESPACE);
  const [tts, stt, onPrem, awsType, useCustomTts, useCustomStt] = useWatch({
    control,
    name: [
      'use_for_tts',
      'use_for_stt',
      'on_prem',
      'aws_credential_type',
      'use_custom_tts',
      'use_custom_stt',
    ],
  });
  const error = (name: SpeechField) => getFieldState(name, formState).error;

  const text = (
    name: SpeechField,
    label: string,
    extra: { required?: boolean; hint?: ReactNode; placeholder?: string } = {},
  ) => (
    <TextField
      key={name}
      label={label}
      readOnly={readOnly}
      error={error(name)}
      autoComplete="off"
      {...extra}
      {...register(name)}
    />
  );
  const secret = (name: SpeechField, label: string, required = true, hint?: ReactNode) => (
    <PasswordField
      key={name}
      label={label}
      required={required}
      readOnly={readOnly}
      autoComplete="new-password"
      hint={hint ?? (editing ? t('fields.maskedHint') : undefined)}
      error={error(name)}
      {...register(name)}
    />
  );
  const select = (
    name: SpeechField,
    label: string,
    list: SelectOption[],
    extra: { required?: boolean; placeholder?: string; hint?: ReactNode } = {},
  ) => (
    <SelectField
      key={name}
      label={label}
      readOnly={readOnly}
      error={error(name)}
      options={list}
      {...extra}
      {...register(name)}
    />
  );
  const check = (name: SpeechField, label: string) => (
    <CheckboxField key={name} label={label} readOnly={readOnly} {...register(name)} />
  );
  const mode = (hostedLabel: string, onPremLabel: string) => (
    <RadioGroup
      label={t('fields.whereItRuns')}
      name="on_prem"
      inline
      value={onPrem ? 'on-prem' : 'hosted'}
      readOnly={readOnly}
      options={[
        { value: 'hosted', label: hostedLabel },
        { value: 'on-prem', label: onPremLabel },
      ]}
      onValueChange={(value) => onModeChange(value === 'on-prem')}
    />
  );

  // Models from the model listing call, for the vendors that choose one.
  const modelField = MODEL_FIELDS[vendor];
  const models = useGetSpeechModelsQuery(
    { scope: scope ?? { sp: '' }, vendor },
    { skip: !scope || !modelField },
  );
  const ttsModels = useMemo(() => models.data?.models ?? [], [models.data]);
  const sttModels = useMemo(() => models.data?.sttModels ?? [], [models.data]);
  useEffect(() => {
    if (!modelField || readOnly) return;
    for (const [field, list] of [
      [modelField.tts, ttsModels],
      [modelField.stt, sttModels],
    ] as const) {
      if (!field || list.length === 0) continue;
      const current = getValues(field);
      if (!current || (!editing && !list.some((m) => m.value === current))) setValue(field, list[0].value);
    }
  }, [modelField, ttsModels, sttModels, editing, readOnly, getValues, setValue]);
  const modelSelect = (
    field: SpeechField,
    label: string,
    list: ReadonlyArray<{ value: string; name: string }>,
    required = true,
  ) => {
    const current = getValues(field) as string;
    const shown =
      current && !list.some((m) => m.value === current) ? [{ value: current, name: current }, ...list] : list;
    return select(field, label, options(shown), {
      required,
      hint: models.isFetching ? t('fields.loadingModels') : undefined,
      placeholder: shown.length ? undefined : t('fields.noModels'),
    });
  };

  const grid = (...children: ReactNode[]) => <div className={styles.grid}>{children}</div>;

  return {
    register,
    setValue,
    tts,
    stt,
    onPrem,
    awsType,
    useCustomTts,
    useCustomStt,
    ttsModels,
    sttModels,
    text,
    secret,
    select,
    check,
    mode,
    modelSelect,
    grid,
    t,
  };
}

/** The vendors that pick a model from the listing, and which form fields take the TTS and STT model. */
const MODEL_FIELDS: Partial<Record<SpeechVendor, { tts?: SpeechField; stt?: SpeechField }>> = {
  elevenlabs: { tts: 'model_id' },
  whisper: { tts: 'model_id' },
  rimelabs: { tts: 'model_id' },
  inworld: { tts: 'model_id' },
  playht: { tts: 'voice_engine' },
  cartesia: { tts: 'model_id', stt: 'stt_model_id' },
  openai: { stt: 'model_id' },
  deepgram: { stt: 'model_id' },
};
