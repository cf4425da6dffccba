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
import { Fieldset, SelectField } from '@switchboard/shared/ui';
import styles from '../../lib/speech.module.css';
import { AWS_REGIONS, AZURE_REGIONS, GLADIA_REGIONS, IBM_REGIONS, SPEECHMATICS_ENDPOINTS } from './regions';
import { AWS_SWITCH_CLEARS } from './speech-form.state';
import { options, useVendorFieldKit, type VendorFieldsProps } from './vendor-field-kit';

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
  } = useVendorFieldKit(props);

  switch (vendor) {
    case 'google':
      return null; // the key file and custom voices are laid out by the form (they read files)
    case 'aws':
      return (
        <Fieldset legend="AWS credential">
          {grid(
            <SelectField
              key="aws_credential_type"
              label="Credential type"
              required
              readOnly={readOnly}
              options={options(AWS_CREDENTIAL_TYPES)}
              {...register('aws_credential_type', {
                onChange: () => {
                  for (const field of AWS_SWITCH_CLEARS) setValue(field, '', { shouldDirty: true });
                },
              })}
            />,
            select('region', 'Region', options(AWS_REGIONS), {
              required: true,
              placeholder: 'Select a region',
            }),
          )}
          {awsType === 'access_key' ? (
            grid(
              text('access_key_id', 'Access key ID', { required: true }),
              secret('secret_access_key', 'Secret access key'),
            )
          ) : awsType === 'assume_role' ? (
            grid(
              text('role_arn', 'Role ARN', {
                required: true,
                placeholder: 'arn:aws:iam::123456789012:role/name',
              }),
            )
          ) : (
            <p className={styles.detail}>
              The media servers use the AWS identity of the instance they run on.
            </p>
          )}
        </Fieldset>
      );
    case 'microsoft':
      return (
        <Fieldset legend="Azure speech service">
          {mode('Use hosted Azure service', 'Use Azure Docker containers (on-prem)')}
          {onPrem
            ? grid(
                text('custom_tts_endpoint_url', 'Container URL for TTS', {
                  required: tts,
                  placeholder: 'http://10.0.0.5:5000',
                }),
                text('custom_stt_endpoint_url', 'Container URL for STT', {
                  required: stt,
                  placeholder: 'ws://10.0.0.5:5001',
                }),
                secret('api_key', 'Subscription key (if required)', false),
              )
            : grid(
                select('region', 'Region', options(AZURE_REGIONS), {
                  required: true,
                  placeholder: 'Select a region',
                }),
                secret('api_key', 'API key'),
              )}
          {onPrem ? null : (
            <>
              {check('use_custom_tts', 'I want to use a custom voice for TTS')}
              {useCustomTts
                ? text('custom_tts_endpoint', 'Custom voice deployment ID', { required: true })
                : null}
              {check('use_custom_stt', 'I want to use a custom speech model for STT')}
              {useCustomStt
                ? text('custom_stt_endpoint', 'Custom speech endpoint ID', { required: true })
                : null}
            </>
          )}
        </Fieldset>
      );
    case 'nuance':
      return (
        <Fieldset legend="Nuance">
          {mode('Use hosted Nuance (Mix)', 'Use on-prem Nuance servers')}
          {onPrem
            ? grid(
                text('nuance_tts_uri', 'TTS URI', { placeholder: 'ip:port', hint: 'ip:port' }),
                text('nuance_stt_uri', 'STT URI', { placeholder: 'ip:port', hint: 'ip:port' }),
              )
            : grid(text('client_id', 'Client ID', { required: true }), secret('secret', 'Secret'))}
        </Fieldset>
      );
    case 'deepgram':
      return (
        <Fieldset legend="Deepgram">
          {mode('Use hosted Deepgram service', 'Use on-prem Deepgram containers')}
          {onPrem ? (
            <>
              {grid(
                text('deepgram_stt_uri', 'STT container URI', { required: true, placeholder: 'host:port' }),
                text('deepgram_tts_uri', 'TTS container URI', {
                  required: true,
                  placeholder: 'http://host:port',
                }),
                secret('api_key', 'API key (if required)', false),
              )}
              {check('deepgram_stt_use_tls', 'Use TLS for STT')}
            </>
          ) : (
            grid(
              secret('api_key', 'API key'),
              select('deepgram_endpoint', 'Deepgram STT endpoint', options(DEEPGRAM_HOSTED_ENDPOINTS)),
            )
          )}
          {stt ? grid(modelSelect('model_id', 'Model ID', sttModels, false)) : null}
        </Fieldset>
      );
    case 'speechmatics':
      return (
        <Fieldset legend="Speechmatics">
          {mode('Use hosted Speechmatics service', 'Use an on-prem Speechmatics container')}
          {grid(
            secret('api_key', 'API key'),
            onPrem
              ? text('speechmatics_stt_uri', 'Endpoint URI', {
                  required: true,
                  placeholder: 'wss://host:port',
                })
              : select('speechmatics_endpoint', 'Endpoint', options(SPEECHMATICS_ENDPOINTS), {
                  required: true,
                  placeholder: 'Select an endpoint',
                }),
          )}
        </Fieldset>
      );
    case 'ibm':
      return (
        <Fieldset legend="IBM Watson">
          {tts
            ? grid(
                select('tts_region', 'TTS region', options(IBM_REGIONS), {
                  required: true,
                  placeholder: 'Select a region',
                }),
                secret('tts_api_key', 'TTS API key'),
              )
            : null}
          {stt
            ? grid(
                select('stt_region', 'STT region', options(IBM_REGIONS), {
                  required: true,
                  placeholder: 'Select a region',
                }),
                secret('stt_api_key', 'STT API key'),
                text('instance_id', 'Speech instance ID', { required: true }),
              )
            : null}
        </Fieldset>
      );
    case 'nvidia':
      return (
        <Fieldset legend="NVIDIA Riva">
          {grid(text('riva_server_uri', 'Riva server URI', { required: true, placeholder: 'host:port' }))}
        </Fieldset>
      );
    case 'cobalt':
      return (
        <Fieldset legend="Cobalt">
          {grid(text('cobalt_server_uri', 'Server URI', { required: true, placeholder: 'host:port' }))}
        </Fieldset>
      );
    case 'elevenlabs':
      return (
        <Fieldset legend="ElevenLabs">
          {grid(
            select('api_uri', 'Data residency', options(ELEVENLABS_API_URIS), { required: true }),
            secret('api_key', 'API key'),
            modelSelect('model_id', 'Model', ttsModels),
          )}
        </Fieldset>
      );
    case 'playht':
      return (
        <Fieldset legend="PlayHT">
          {mode('Use hosted PlayHT service', 'Use an on-prem PlayHT container')}
          {grid(
            onPrem
              ? text('playht_tts_uri', 'TTS container URI', {
                  required: true,
                  placeholder: 'http://host:port',
                })
              : null,
            text('user_id', 'User ID', { required: true }),
            secret('api_key', 'API key'),
            modelSelect('voice_engine', 'Voice engine', ttsModels),
          )}
        </Fieldset>
      );
    case 'resemble':
      return (
        <Fieldset legend="Resemble">
          {mode('Use hosted Resemble service', 'Use an on-prem Resemble container')}
          {grid(
            secret('api_key', 'API key'),
            onPrem
              ? text('resemble_tts_uri', 'TTS container URI', { required: true, placeholder: 'host:port' })
              : null,
          )}
          {onPrem ? check('resemble_tts_use_tls', 'Use TLS') : null}
        </Fieldset>
      );
    case 'cartesia':
      return (
        <Fieldset legend="Cartesia">
          {grid(
            secret('api_key', 'API key'),
            tts ? modelSelect('model_id', 'TTS model ID', ttsModels) : null,
            stt ? modelSelect('stt_model_id', 'STT model ID', sttModels) : null,
          )}
        </Fieldset>
      );
    case 'rimelabs':
    case 'inworld':
    case 'whisper':
      return (
        <Fieldset legend="Credential">
          {grid(secret('api_key', 'API key'), modelSelect('model_id', 'Model', ttsModels))}
        </Fieldset>
      );
    case 'openai':
      return (
        <Fieldset legend="Credential">
          {grid(secret('api_key', 'API key'), modelSelect('model_id', 'Model', sttModels))}
        </Fieldset>
      );
    case 'gladia':
      return (
        <Fieldset legend="Gladia">
          {grid(
            secret('api_key', 'API key'),
            select('region', 'Region', options(GLADIA_REGIONS), {
              required: true,
              placeholder: 'Select a region',
            }),
          )}
        </Fieldset>
      );
    case 'assemblyai':
      return (
        <Fieldset legend="AssemblyAI">
          {grid(
            secret('api_key', 'API key'),
            select('service_version', 'Service version', options(ASSEMBLYAI_SERVICE_VERSIONS), {
              required: true,
            }),
          )}
        </Fieldset>
      );
    case 'houndify':
      return (
        <Fieldset legend="SoundHound (Houndify)">
          {grid(
            text('client_id', 'Client ID', { required: true }),
            secret('client_key', 'Client key'),
            text('user_id', 'User ID', { required: true }),
            text('houndify_server_uri', 'Audio endpoint', { placeholder: 'optional' }),
          )}
        </Fieldset>
      );
    case 'verbio':
      return (
        <Fieldset legend="Verbio">
          {grid(
            text('client_id', 'Client ID', { required: true }),
            secret('client_secret', 'Client secret'),
            select('engine_version', 'Engine version', options(VERBIO_ENGINE_VERSIONS), { required: true }),
          )}
        </Fieldset>
      );
    case 'custom':
      return (
        <Fieldset legend="Custom speech server">
          {tts
            ? grid(
                text('custom_tts_url', 'TTS HTTP URL (non-streaming)', {
                  placeholder: 'https://…',
                  hint: 'An HTTP or WebSocket URL is required for TTS',
                }),
                text('custom_tts_streaming_url', 'TTS WebSocket URL (streaming)', { placeholder: 'wss://…' }),
              )
            : null}
          {stt
            ? grid(text('custom_stt_url', 'STT WebSocket URL', { required: true, placeholder: 'wss://…' }))
            : null}
          {grid(secret('auth_token', 'Authentication token', false))}
        </Fieldset>
      );
    default:
      // wellsaid, soniox, voxist, deepgramflux
      return <Fieldset legend="Credential">{grid(secret('api_key', 'API key'))}</Fieldset>;
  }
}
