// Each vendor's own fields (docs/api/contract.md#speech-credentials with the portal's labels): exactly its fields, its required marks, its
// region list where it has regions, its models from the model listing call, and the hosted ↔ on-prem switch of the
// vendors that run on-prem too. The state rules live in speech-form.state.ts, the field builders in vendor-field-kit.tsx.
import {
  ASSEMBLYAI_SERVICE_VERSIONS,
  DEEPGRAM_HOSTED_ENDPOINTS,
  ELEVENLABS_API_URIS,
  VERBIO_ENGINE_VERSIONS,
  AWS_CREDENTIAL_TYPES,
} from '@switchboard/shared/validation';
import { SPEECH_VENDOR_FIELD_TEXTS } from '@switchboard/shared/constants';
import { Fieldset, SelectField } from '@switchboard/shared/ui';
import styles from '../../lib/speech.module.css';
import { AWS_REGIONS, AZURE_REGIONS, GLADIA_REGIONS, IBM_REGIONS, SPEECHMATICS_ENDPOINTS } from './regions';
import { AWS_SWITCH_CLEARS } from './speech-form.state';
import { options, useVendorFieldKit, type VendorFieldsProps } from './vendor-field-kit';

type FieldText = keyof typeof SPEECH_VENDOR_FIELD_TEXTS;

export function VendorFields(props: VendorFieldsProps) {
  const { vendor, readOnly } = props;
  const {
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
  } = useVendorFieldKit(props);
  const f = (key: FieldText) => t(`fields.${key}`);

  switch (vendor) {
    case 'google':
      return null; // the key file and custom voices are laid out by the form (they read files)
    case 'aws':
      return (
        <Fieldset legend={f('awsCredential')}>
          {grid(
            <SelectField
              key="aws_credential_type"
              label={f('credentialType')}
              required
              readOnly={readOnly}
              options={options(AWS_CREDENTIAL_TYPES)}
              {...register('aws_credential_type', {
                onChange: () => {
                  for (const field of AWS_SWITCH_CLEARS) setValue(field, '', { shouldDirty: true });
                },
              })}
            />,
            select('region', f('region'), options(AWS_REGIONS), {
              required: true,
              placeholder: f('selectRegion'),
            }),
          )}
          {awsType === 'access_key' ? (
            grid(
              text('access_key_id', f('accessKeyId'), { required: true }),
              secret('secret_access_key', f('secretAccessKey')),
            )
          ) : awsType === 'assume_role' ? (
            grid(
              text('role_arn', f('roleArn'), {
                required: true,
                placeholder: 'arn:aws:iam::123456789012:role/name',
              }),
            )
          ) : (
            <p className={styles.detail}>{f('instanceProfile')}</p>
          )}
        </Fieldset>
      );
    case 'microsoft':
      return (
        <Fieldset legend={f('azure')}>
          {mode(f('azureHosted'), f('azureOnPrem'))}
          {onPrem
            ? grid(
                text('custom_tts_endpoint_url', f('containerUrlTts'), {
                  required: tts,
                  placeholder: 'http://10.0.0.5:5000',
                }),
                text('custom_stt_endpoint_url', f('containerUrlStt'), {
                  required: stt,
                  placeholder: 'ws://10.0.0.5:5001',
                }),
                secret('api_key', f('subscriptionKey'), false),
              )
            : grid(
                select('region', f('region'), options(AZURE_REGIONS), {
                  required: true,
                  placeholder: f('selectRegion'),
                }),
                secret('api_key', f('apiKey')),
              )}
          {onPrem ? null : (
            <>
              {check('use_custom_tts', f('useCustomTts'))}
              {useCustomTts
                ? text('custom_tts_endpoint', f('customVoiceDeployment'), { required: true })
                : null}
              {check('use_custom_stt', f('useCustomStt'))}
              {useCustomStt
                ? text('custom_stt_endpoint', f('customSpeechEndpoint'), { required: true })
                : null}
            </>
          )}
        </Fieldset>
      );
    case 'nuance':
      return (
        <Fieldset legend="Nuance">
          {mode(f('nuanceHosted'), f('nuanceOnPrem'))}
          {onPrem
            ? grid(
                text('nuance_tts_uri', f('ttsUri'), { placeholder: 'ip:port', hint: 'ip:port' }),
                text('nuance_stt_uri', f('sttUri'), { placeholder: 'ip:port', hint: 'ip:port' }),
              )
            : grid(text('client_id', f('clientId'), { required: true }), secret('secret', f('secret')))}
        </Fieldset>
      );
    case 'deepgram':
      return (
        <Fieldset legend="Deepgram">
          {mode(f('deepgramHosted'), f('deepgramOnPrem'))}
          {onPrem ? (
            <>
              {grid(
                text('deepgram_stt_uri', f('sttContainerUri'), { required: true, placeholder: 'host:port' }),
                text('deepgram_tts_uri', f('ttsContainerUri'), {
                  required: true,
                  placeholder: 'http://host:port',
                }),
                secret('api_key', f('apiKeyIfRequired'), false),
              )}
              {check('deepgram_stt_use_tls', f('useTlsForStt'))}
            </>
          ) : (
            grid(
              secret('api_key', f('apiKey')),
              select('deepgram_endpoint', f('deepgramEndpoint'), options(DEEPGRAM_HOSTED_ENDPOINTS)),
            )
          )}
          {stt ? grid(modelSelect('model_id', f('modelId'), sttModels, false)) : null}
        </Fieldset>
      );
    case 'speechmatics':
      return (
        <Fieldset legend="Speechmatics">
          {mode(f('speechmaticsHosted'), f('speechmaticsOnPrem'))}
          {grid(
            secret('api_key', f('apiKey')),
            onPrem
              ? text('speechmatics_stt_uri', f('endpointUri'), {
                  required: true,
                  placeholder: 'wss://host:port',
                })
              : select('speechmatics_endpoint', f('endpoint'), options(SPEECHMATICS_ENDPOINTS), {
                  required: true,
                  placeholder: f('selectEndpoint'),
                }),
          )}
        </Fieldset>
      );
    case 'ibm':
      return (
        <Fieldset legend="IBM Watson">
          {tts
            ? grid(
                select('tts_region', f('ttsRegion'), options(IBM_REGIONS), {
                  required: true,
                  placeholder: f('selectRegion'),
                }),
                secret('tts_api_key', f('ttsApiKey')),
              )
            : null}
          {stt
            ? grid(
                select('stt_region', f('sttRegion'), options(IBM_REGIONS), {
                  required: true,
                  placeholder: f('selectRegion'),
                }),
                secret('stt_api_key', f('sttApiKey')),
                text('instance_id', f('instanceId'), { required: true }),
              )
            : null}
        </Fieldset>
      );
    case 'nvidia':
      return (
        <Fieldset legend="NVIDIA Riva">
          {grid(text('riva_server_uri', f('rivaServerUri'), { required: true, placeholder: 'host:port' }))}
        </Fieldset>
      );
    case 'cobalt':
      return (
        <Fieldset legend="Cobalt">
          {grid(text('cobalt_server_uri', f('serverUri'), { required: true, placeholder: 'host:port' }))}
        </Fieldset>
      );
    case 'elevenlabs':
      return (
        <Fieldset legend="ElevenLabs">
          {grid(
            select('api_uri', f('dataResidency'), options(ELEVENLABS_API_URIS), { required: true }),
            secret('api_key', f('apiKey')),
            modelSelect('model_id', f('model'), ttsModels),
          )}
        </Fieldset>
      );
    case 'playht':
      return (
        <Fieldset legend="PlayHT">
          {mode(f('playhtHosted'), f('playhtOnPrem'))}
          {grid(
            onPrem
              ? text('playht_tts_uri', f('ttsContainerUri'), {
                  required: true,
                  placeholder: 'http://host:port',
                })
              : null,
            text('user_id', f('userId'), { required: true }),
            secret('api_key', f('apiKey')),
            modelSelect('voice_engine', f('voiceEngine'), ttsModels),
          )}
        </Fieldset>
      );
    case 'resemble':
      return (
        <Fieldset legend="Resemble">
          {mode(f('resembleHosted'), f('resembleOnPrem'))}
          {grid(
            secret('api_key', f('apiKey')),
            onPrem
              ? text('resemble_tts_uri', f('ttsContainerUri'), { required: true, placeholder: 'host:port' })
              : null,
          )}
          {onPrem ? check('resemble_tts_use_tls', f('useTls')) : null}
        </Fieldset>
      );
    case 'cartesia':
      return (
        <Fieldset legend="Cartesia">
          {grid(
            secret('api_key', f('apiKey')),
            tts ? modelSelect('model_id', f('ttsModelId'), ttsModels) : null,
            stt ? modelSelect('stt_model_id', f('sttModelId'), sttModels) : null,
          )}
        </Fieldset>
      );
    case 'rimelabs':
    case 'inworld':
    case 'whisper':
      return (
        <Fieldset legend={f('credential')}>
          {grid(secret('api_key', f('apiKey')), modelSelect('model_id', f('model'), ttsModels))}
        </Fieldset>
      );
    case 'openai':
      return (
        <Fieldset legend={f('credential')}>
          {grid(secret('api_key', f('apiKey')), modelSelect('model_id', f('model'), sttModels))}
        </Fieldset>
      );
    case 'gladia':
      return (
        <Fieldset legend="Gladia">
          {grid(
            secret('api_key', f('apiKey')),
            select('region', f('region'), options(GLADIA_REGIONS), {
              required: true,
              placeholder: f('selectRegion'),
            }),
          )}
        </Fieldset>
      );
    case 'assemblyai':
      return (
        <Fieldset legend="AssemblyAI">
          {grid(
            secret('api_key', f('apiKey')),
            select('service_version', f('serviceVersion'), options(ASSEMBLYAI_SERVICE_VERSIONS), {
              required: true,
            }),
          )}
        </Fieldset>
      );
    case 'houndify':
      return (
        <Fieldset legend="SoundHound (Houndify)">
          {grid(
            text('client_id', f('clientId'), { required: true }),
            secret('client_key', f('clientKey')),
            text('user_id', f('userId'), { required: true }),
            text('houndify_server_uri', f('audioEndpoint'), { placeholder: f('optional') }),
          )}
        </Fieldset>
      );
    case 'verbio':
      return (
        <Fieldset legend="Verbio">
          {grid(
            text('client_id', f('clientId'), { required: true }),
            secret('client_secret', f('clientSecret')),
            select('engine_version', f('engineVersion'), options(VERBIO_ENGINE_VERSIONS), { required: true }),
          )}
        </Fieldset>
      );
    case 'custom':
      return (
        <Fieldset legend={f('customServer')}>
          {tts
            ? grid(
                text('custom_tts_url', f('ttsHttpUrl'), {
                  placeholder: 'https://…',
                  hint: f('ttsHttpUrlHint'),
                }),
                text('custom_tts_streaming_url', f('ttsWebSocketUrl'), { placeholder: 'wss://…' }),
              )
            : null}
          {stt
            ? grid(text('custom_stt_url', f('sttWebSocketUrl'), { required: true, placeholder: 'wss://…' }))
            : null}
          {grid(secret('auth_token', f('authToken'), false))}
        </Fieldset>
      );
    default:
      // wellsaid, soniox, voxist, deepgramflux
      return <Fieldset legend={f('credential')}>{grid(secret('api_key', f('apiKey')))}</Fieldset>;
  }
}
