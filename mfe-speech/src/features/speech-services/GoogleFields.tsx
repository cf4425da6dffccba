// Google: the service key file (read in the browser; must be JSON with private_key and client_email; the private
// key is never shown in clear), the optional Gemini model, and custom voices when it is used for TTS: each with a
// name, its reported usage and a model, or a voice cloning key file (preview cut to 100 characters).
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  GOOGLE_REPORTED_USAGES,
  SPEECH_MESSAGES,
  VOICE_CLONING_KEY_PREVIEW,
  parseGoogleServiceKey,
} from '@switchboard/shared/validation';
import {
  Button,
  CheckboxField,
  FieldError,
  FileField,
  Fieldset,
  IconButton,
  IconPlus,
  IconTrash,
  SelectField,
  TextField,
  maskSecretAfter,
} from '@switchboard/shared/ui';
import styles from '../../lib/speech.module.css';
import { useTranslation } from '@switchboard/shared/i18n';
import { EMPTY_VOICE, type SpeechFormValues } from './speech-form.values';
import { SPEECH_NAMESPACE } from '../../i18n/resources';

const PEM_HEADER = '-----BEGIN PRIVATE KEY-----';

/** The key file as shown: its JSON with the private key masked after its first 6 characters (docs/product/speech.md#google). */
export function maskedServiceKey(serviceKey: string): string {
  try {
    const parsed = JSON.parse(serviceKey) as Record<string, unknown>;
    if (typeof parsed.private_key === 'string' && !/X{3,}/.test(parsed.private_key)) {
      const key = parsed.private_key;
      const body = key.startsWith(PEM_HEADER) ? key.slice(PEM_HEADER.length).replace(/\s+/g, '') : key;
      parsed.private_key = `${key.startsWith(PEM_HEADER) ? PEM_HEADER : ''}${maskSecretAfter(body, 6)}`;
    }
    return JSON.stringify(parsed, null, 2);
  } catch {
    return '';
  }
}

export function GoogleFields({ readOnly, editing }: { readOnly: boolean; editing: boolean }) {
  const { register, control, setValue, setError, clearErrors, getFieldState, formState } =
    useFormContext<SpeechFormValues>();
  const { t } = useTranslation(SPEECH_NAMESPACE);
  const [serviceKey, tts, useVoices] = useWatch({
    control,
    name: ['service_key', 'use_for_tts', 'use_custom_voices'],
  });
  const voices = useFieldArray({ control, name: 'custom_voices' });
  const watched = useWatch({ control, name: 'custom_voices' });
  const error = (name: Parameters<typeof getFieldState>[0]) => getFieldState(name, formState).error;
  const shown = serviceKey ? maskedServiceKey(serviceKey) : '';

  return (
    <>
      <Fieldset legend={t('form.serviceKey')}>
        <FileField
          label={serviceKey ? t('form.replaceServiceKeyFile') : t('form.serviceKeyFile')}
          required={!serviceKey}
          accept=".json,application/json"
          readOnly={readOnly}
          hint={t('form.serviceKeyHint')}
          error={error('service_key')}
          onText={(text) => {
            if (parseGoogleServiceKey(text)) {
              clearErrors('service_key');
              setValue('service_key', text, { shouldDirty: true });
            } else {
              setValue('service_key', '', { shouldDirty: true });
              setError('service_key', { type: 'file', message: SPEECH_MESSAGES.invalidGoogleServiceKey });
            }
          }}
        />
        {shown ? (
          <pre className={styles.keyPreview} aria-label={t('form.serviceKeyPreview')}>
            <code>{shown}</code>
          </pre>
        ) : null}
      </Fieldset>
      {tts ? (
        <Fieldset legend={t('form.textToSpeech')}>
          <TextField
            label={t('form.modelId')}
            hint={t('form.geminiModelHint')}
            readOnly={readOnly}
            {...register('model_id')}
          />
          <CheckboxField
            label={t('form.useCustomVoices')}
            readOnly={readOnly}
            {...register('use_custom_voices', {
              onChange: (event: { target: { checked: boolean } }) => {
                if (event.target.checked && voices.fields.length === 0) voices.append({ ...EMPTY_VOICE });
              },
            })}
          />
        </Fieldset>
      ) : null}
      {tts && useVoices ? (
        <Fieldset legend={t('form.customVoices')} description={t('form.customVoicesRequired')}>
          {voices.fields.map((field, i) => {
            const voice = watched?.[i];
            const usesKey = Boolean(voice?.use_voice_cloning_key);
            const preview = voice?.key_text
              ? `${voice.key_text.slice(0, VOICE_CLONING_KEY_PREVIEW)}${voice.key_text.length > VOICE_CLONING_KEY_PREVIEW ? '...' : ''}`
              : (voice?.key_preview ?? '');
            return (
              <div
                key={field.id}
                className={styles.voice}
                role="group"
                aria-label={t('form.customVoice', { number: i + 1 })}
              >
                <div className={styles.voiceHeader}>
                  <strong>{t('form.customVoice', { number: i + 1 })}</strong>
                  {readOnly ? null : (
                    <IconButton
                      label={t('form.removeCustomVoice', { number: i + 1 })}
                      icon={<IconTrash />}
                      onClick={() => {
                        if (voices.fields.length === 1) {
                          setError('custom_voices', {
                            type: 'min',
                            message: SPEECH_MESSAGES.atLeastOneCustomVoice,
                          });
                          return;
                        }
                        clearErrors('custom_voices');
                        voices.remove(i);
                      }}
                    />
                  )}
                </div>
                <div className={styles.grid}>
                  <TextField
                    label={t('form.name')}
                    required
                    readOnly={readOnly}
                    placeholder={t('form.assignedName')}
                    error={error(`custom_voices.${i}.name`)}
                    {...register(`custom_voices.${i}.name`)}
                  />
                  {usesKey ? null : (
                    <SelectField
                      label={t('form.reportedUsage')}
                      readOnly={readOnly}
                      options={GOOGLE_REPORTED_USAGES.map((u) => ({ value: u, label: u }))}
                      {...register(`custom_voices.${i}.reported_usage`)}
                    />
                  )}
                </div>
                <CheckboxField
                  label={t('form.useVoiceCloningKey')}
                  readOnly={readOnly || (editing && Boolean(voice?.google_custom_voice_sid))}
                  {...register(`custom_voices.${i}.use_voice_cloning_key`)}
                />
                {usesKey ? (
                  <>
                    {preview ? (
                      <pre
                        className={styles.keyPreview}
                        aria-label={t('form.voiceCloningKeyPreview', {
                          number: i + 1,
                          characters: VOICE_CLONING_KEY_PREVIEW,
                        })}
                      >
                        <code>{preview}</code>
                      </pre>
                    ) : null}
                    <FileField
                      label={preview ? t('form.replaceVoiceCloningKeyFile') : t('form.voiceCloningKeyFile')}
                      required={!preview}
                      readOnly={readOnly}
                      error={error(`custom_voices.${i}.voice_cloning_key` as never)}
                      onText={(text, file) => {
                        setValue(`custom_voices.${i}.key_text`, text, { shouldDirty: true });
                        setValue(`custom_voices.${i}.key_file_name`, file.name);
                        clearErrors(`custom_voices.${i}.voice_cloning_key` as never);
                      }}
                    />
                  </>
                ) : (
                  <TextField
                    label={t('form.model')}
                    required
                    readOnly={readOnly}
                    placeholder="projects/…/locations/…/models/…"
                    error={error(`custom_voices.${i}.model`)}
                    {...register(`custom_voices.${i}.model`)}
                  />
                )}
              </div>
            );
          })}
          <FieldError message={error('custom_voices')?.message} />
          {readOnly ? null : (
            <Button
              variant="secondary"
              size="sm"
              icon={<IconPlus />}
              onClick={() => {
                clearErrors('custom_voices');
                voices.append({ ...EMPTY_VOICE });
              }}
            >
              {t('form.addVoice')}
            </Button>
          )}
        </Fieldset>
      ) : null}
    </>
  );
}
