// One client per vendor family, built from a stored credential: what each vendor's real API expects to
// synthesize the test phrase (TTS) and to recognise the bundled clip (STT). The families: HTTP TTS answering
// audio, HTTP STT answering JSON, WebSocket streaming STT, gRPC (NVIDIA Riva, Cobalt), and Amazon's signed APIs.
// Base URLs a credential can override (custom vendors, on-prem containers, data residency) are honoured, which is
// how the tests reach local stand-ins of these protocols.
import { createHmac, randomUUID } from 'node:crypto';
import { googleTokenRequest } from '../outbound/google-auth';
import { customVendorName, isCustomVendor, speechVendorKey } from '@switchboard/shared/validation';
import { SpeechTestError } from './errors';
import type { Clip } from './clip';
import { fetchAudio, fetchJson, type Audio } from './http-client';
import { wsTranscribe, type WsMessage } from './ws-client';
import { cubicRecognize, rivaRecognize, rivaSynthesize } from './grpc-client';
import { pollySynthesize, transcribeStream } from './aws';

export type Credential = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface SpeechClients {
  tts?: (text: string, signal: AbortSignal) => Promise<Audio>;
  stt?: (clip: Clip, signal: AbortSignal) => Promise<string>;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const on = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** A base URL from what a credential stores: 'host:port', 'host', or a full URL (scheme kept). */
export function baseUrl(value: string, scheme: 'http' | 'https' | 'ws' | 'wss'): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `${scheme}://${trimmed}`;
}
/** http(s) ↔ ws(s) for services that take both on one host. */
const asWs = (url: string) => url.replace(/^http/i, 'ws');
const asHttp = (url: string) => url.replace(/^ws/i, 'http');
/** Appends `path` unless the URL already names one. */
const withPath = (url: string, path: string) =>
  new URL(url).pathname.replace(/\/+$/, '') ? url : `${url}${path}`;

function options(cred: Credential): Record<string, unknown> {
  const raw = cred.options;
  if (!raw) return {};
  if (typeof raw === 'object') return raw as Record<string, unknown>;
  try {
    return JSON.parse(String(raw)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

// ------------------------------------------------------------------------------------------------ Google

async function googleToken(cred: Credential, signal: AbortSignal, now: Date): Promise<string> {
  const key = JSON.parse(str(cred.service_key) || '{}') as Record<string, string>;
  if (!key.private_key || !key.client_email)
    throw new SpeechTestError('uploaded file is not a google service key');
  const serviceKey = {
    private_key: key.private_key,
    client_email: key.client_email,
    token_uri: key.token_uri,
  };
  let request: { tokenUri: string; body: string };
  try {
    request = await googleTokenRequest(serviceKey, 'https://www.googleapis.com/auth/cloud-platform', now);
  } catch (err) {
    throw new SpeechTestError((err as Error).message);
  }
  const token = await fetchJson<{ access_token?: string }>(
    {
      url: request.tokenUri,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: request.body,
    },
    signal,
  );
  if (!token.access_token) throw new SpeechTestError('Google gave no access token for the service key');
  return token.access_token;
}

function google(cred: Credential, now: Date): SpeechClients {
  return {
    tts: async (text, signal) => {
      const token = await googleToken(cred, signal, now);
      const model = str(cred.model_id);
      return fetchAudio(
        {
          url: 'https://texttospeech.googleapis.com/v1/text:synthesize',
          headers: { authorization: `Bearer ${token}` },
          body: {
            input: { text },
            voice: model
              ? { languageCode: 'en-US', modelName: model }
              : { languageCode: 'en-US', name: 'en-US-Standard-C' },
            audioConfig: { audioEncoding: 'LINEAR16', sampleRateHertz: 16000 },
          },
        },
        signal,
        { base64Of: (json) => json.audioContent },
      );
    },
    stt: async (clip, signal) => {
      const token = await googleToken(cred, signal, now);
      const json = await fetchJson<{ results?: { alternatives?: { transcript?: string }[] }[] }>(
        {
          url: 'https://speech.googleapis.com/v1/speech:recognize',
          headers: { authorization: `Bearer ${token}` },
          body: {
            config: { encoding: 'LINEAR16', sampleRateHertz: clip.sampleRate, languageCode: 'en-US' },
            audio: { content: clip.pcm.toString('base64') },
          },
        },
        signal,
      );
      return (json.results ?? []).map((r) => r.alternatives?.[0]?.transcript ?? '').join(' ');
    },
  };
}

// ------------------------------------------------------------------------------------------------ AWS

function aws(cred: Credential, now: Date): SpeechClients {
  const keys = () => {
    if (!str(cred.access_key_id) || !str(cred.secret_access_key))
      throw new SpeechTestError(
        'only access-key credentials can be tested here: assume-role and instance-profile credentials are resolved on the media servers',
      );
    return {
      accessKeyId: str(cred.access_key_id),
      secretAccessKey: str(cred.secret_access_key),
      region: str(cred.aws_region) || 'us-east-1',
    };
  };
  return {
    tts: (text, signal) => pollySynthesize(keys(), text, signal, now),
    stt: (clip, signal) => transcribeStream(keys(), clip, signal, now),
  };
}

// ------------------------------------------------------------------------------------------------ Microsoft

function microsoft(cred: Credential): SpeechClients {
  const key = str(cred.api_key);
  const region = str(cred.region);
  const keyHeader: Record<string, string> = key ? { 'Ocp-Apim-Subscription-Key': key } : {};
  return {
    tts: (text, signal) => {
      const container = str(cred.custom_tts_endpoint_url);
      let url = container
        ? withPath(asHttp(baseUrl(container, 'http')), '/cognitiveservices/v1')
        : `https://${region}.tts.speech.microsoft.com/cognitiveservices/v1`;
      if (!container && on(cred.use_custom_tts) && str(cred.custom_tts_endpoint))
        url += `?deploymentId=${encodeURIComponent(str(cred.custom_tts_endpoint))}`;
      const ssml = `<speak version="1.0" xml:lang="en-US"><voice name="en-US-JennyNeural">${text.replace(/[<&>]/g, '')}</voice></speak>`;
      return fetchAudio(
        {
          url,
          headers: {
            ...keyHeader,
            'content-type': 'application/ssml+xml',
            'X-Microsoft-OutputFormat': 'riff-16khz-16bit-mono-pcm',
            'User-Agent': 'switchboard',
          },
          body: ssml,
        },
        signal,
      );
    },
    stt: async (clip, signal) => {
      const container = str(cred.custom_stt_endpoint_url);
      const base = container
        ? withPath(
            asHttp(baseUrl(container, 'http')),
            '/speech/recognition/conversation/cognitiveservices/v1',
          )
        : `https://${region}.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1`;
      const url = new URL(base);
      url.searchParams.set('language', 'en-US');
      if (!container && on(cred.use_custom_stt) && str(cred.custom_stt_endpoint))
        url.searchParams.set('cid', str(cred.custom_stt_endpoint));
      const json = await fetchJson<{ RecognitionStatus?: string; DisplayText?: string }>(
        {
          url: url.toString(),
          headers: {
            ...keyHeader,
            'content-type': `audio/wav; codecs=audio/pcm; samplerate=${clip.sampleRate}`,
          },
          body: clip.wav,
        },
        signal,
      );
      if (
        json.RecognitionStatus &&
        !['Success', 'NoMatch', 'InitialSilenceTimeout'].includes(json.RecognitionStatus)
      )
        throw new SpeechTestError(`recognition failed: ${json.RecognitionStatus}`);
      return json.DisplayText ?? '';
    },
  };
}

// ------------------------------------------------------------------------------------------------ Deepgram

function deepgram(cred: Credential, flux = false): SpeechClients {
  const key = str(cred.api_key);
  const auth: Record<string, string> = key ? { authorization: `Token ${key}` } : {};
  const sttUri = str(cred.deepgram_stt_uri);
  const ttsUri = str(cred.deepgram_tts_uri);
  const listen = (clip: Clip) => {
    const host = flux
      ? 'wss://api.deepgram.com'
      : sttUri
        ? baseUrl(sttUri, on(cred.deepgram_stt_use_tls) ? 'wss' : 'ws')
        : 'wss://api.deepgram.com';
    const url = new URL(`${asWs(host)}/${flux ? 'v2' : 'v1'}/listen`);
    url.searchParams.set('encoding', 'linear16');
    url.searchParams.set('sample_rate', String(clip.sampleRate));
    url.searchParams.set('channels', '1');
    if (flux) url.searchParams.set('model', 'flux-general-en');
    else if (str(cred.model_id)) url.searchParams.set('model', str(cred.model_id));
    return url.toString();
  };
  return {
    ...(flux
      ? {}
      : {
          tts: (text: string, signal: AbortSignal) =>
            fetchAudio(
              {
                url: `${ttsUri ? asHttp(baseUrl(ttsUri, 'http')) : 'https://api.deepgram.com'}/v1/speak?model=aura-asteria-en&encoding=linear16&container=wav`,
                headers: auth,
                body: { text },
              },
              signal,
            ),
        }),
    stt: (clip, signal) =>
      wsTranscribe(
        {
          url: listen(clip),
          headers: auth,
          audio: clip.pcm,
          end: [{ type: 'CloseStream' }],
          transcriptOf: (m) => {
            if (flux) return m.event === 'EndOfTurn' ? String(m.transcript ?? '') : undefined;
            const channel = m.channel as { alternatives?: { transcript?: string }[] } | undefined;
            return m.type === 'Results' && m.is_final
              ? (channel?.alternatives?.[0]?.transcript ?? '')
              : undefined;
          },
          errorOf: (m) =>
            m.type === 'Error' || m.err_msg ? String(m.description ?? m.err_msg ?? 'error') : undefined,
          onCloseTranscript: () => '',
        },
        signal,
      ),
  };
}

// ------------------------------------------------------------------------------------------------ the others

const apiKeyTts =
  (
    request: (cred: Credential, text: string) => Parameters<typeof fetchAudio>[0],
    base64Of?: (j: Record<string, unknown>) => unknown,
  ) =>
  (cred: Credential): SpeechClients => ({
    tts: (text, signal) => fetchAudio(request(cred, text), signal, { base64Of }),
  });

function ibm(cred: Credential): SpeechClients {
  const basic = (key: string) => `Basic ${Buffer.from(`apikey:${key}`).toString('base64')}`;
  return {
    tts: (text, signal) =>
      fetchAudio(
        {
          url: `https://api.${str(cred.tts_region)}.text-to-speech.watson.cloud.ibm.com/v1/synthesize?voice=en-US_AllisonV3Voice`,
          headers: { authorization: basic(str(cred.tts_api_key)), accept: 'audio/wav' },
          body: { text },
        },
        signal,
      ),
    stt: async (clip, signal) => {
      const json = await fetchJson<{ results?: { alternatives?: { transcript?: string }[] }[] }>(
        {
          url: `https://api.${str(cred.stt_region)}.speech-to-text.watson.cloud.ibm.com/instances/${encodeURIComponent(str(cred.instance_id))}/v1/recognize`,
          headers: { authorization: basic(str(cred.stt_api_key)), 'content-type': 'audio/wav' },
          body: clip.wav,
        },
        signal,
      );
      return (json.results ?? []).map((r) => r.alternatives?.[0]?.transcript ?? '').join(' ');
    },
  };
}

function nuance(cred: Credential): SpeechClients {
  // Hosted Nuance (Mix) first exchanges the client id and secret for a token; on-prem servers take gRPC directly.
  const token = async (signal: AbortSignal) => {
    const json = await fetchJson<{ access_token?: string }>(
      {
        url: 'https://auth.crt.nuance.com/oauth2/token',
        headers: {
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(str(cred.client_id))}:${str(cred.secret)}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials&scope=tts asr',
      },
      signal,
    );
    if (!json.access_token) throw new SpeechTestError('invalid client_id or secret');
    return json.access_token;
  };
  const onPremUnsupported = () => {
    throw new SpeechTestError(
      'testing an on-prem Nuance server is not supported yet: its gRPC API is not available here',
    );
  };
  return {
    tts: async (_text, signal) => {
      if (str(cred.nuance_tts_uri)) return onPremUnsupported();
      await token(signal);
      throw new SpeechTestError('Nuance synthesis over gRPC is not supported yet');
    },
    stt: async (_clip, signal) => {
      if (str(cred.nuance_stt_uri)) return onPremUnsupported();
      await token(signal);
      throw new SpeechTestError('Nuance recognition over gRPC is not supported yet');
    },
  };
}

function speechmatics(cred: Credential): SpeechClients {
  // EndOfStream names the last audio chunk: the clip is sent in a known number of chunks.
  return {
    stt: (clip, signal) => {
      const chunks = Math.ceil(clip.pcm.length / 3200);
      const heard: string[] = [];
      const url = withPath(
        asWs(baseUrl(str(cred.speechmatics_stt_uri) || 'eu2.rt.speechmatics.com', 'wss')),
        '/v2',
      );
      return wsTranscribe(
        {
          url,
          headers: str(cred.api_key) ? { authorization: `Bearer ${str(cred.api_key)}` } : {},
          start: [
            {
              message: 'StartRecognition',
              audio_format: { type: 'raw', encoding: 'pcm_s16le', sample_rate: clip.sampleRate },
              transcription_config: { language: 'en' },
            },
          ],
          ready: (m) => m.message === 'RecognitionStarted',
          audio: clip.pcm,
          end: [{ message: 'EndOfStream', last_seq_no: chunks }],
          transcriptOf: (m) => {
            if (m.message === 'AddTranscript')
              heard.push(String((m.metadata as { transcript?: string })?.transcript ?? ''));
            return m.message === 'EndOfTranscript' ? heard.join('') : undefined;
          },
          errorOf: (m) => (m.message === 'Error' ? String(m.reason ?? m.type ?? 'error') : undefined),
        },
        signal,
      );
    },
  };
}

function soniox(cred: Credential): SpeechClients {
  return {
    stt: (clip, signal) => {
      const heard: string[] = [];
      return wsTranscribe(
        {
          url: 'wss://stt-rt.soniox.com/transcribe-websocket',
          start: [
            {
              api_key: str(cred.api_key),
              model: 'stt-rt-preview',
              audio_format: 'pcm_s16le',
              sample_rate: clip.sampleRate,
              num_channels: 1,
            },
          ],
          audio: clip.pcm,
          end: [''],
          transcriptOf: (m) => {
            for (const t of (m.tokens as { text?: string; is_final?: boolean }[]) ?? [])
              if (t.is_final) heard.push(t.text ?? '');
            return m.finished ? heard.join('') : undefined;
          },
          errorOf: (m) => (m.error_code ? `${m.error_code}: ${m.error_message ?? ''}` : undefined),
        },
        signal,
      );
    },
  };
}

function assemblyai(cred: Credential): SpeechClients {
  const v3 = str(cred.service_version) === 'v3';
  return {
    stt: (clip, signal) =>
      wsTranscribe(
        v3
          ? {
              url: `wss://streaming.assemblyai.com/v3/ws?sample_rate=${clip.sampleRate}&encoding=pcm_s16le`,
              headers: { authorization: str(cred.api_key) },
              audio: clip.pcm,
              end: [{ type: 'Terminate' }],
              transcriptOf: (m) =>
                m.type === 'Turn' && m.end_of_turn
                  ? String(m.transcript ?? '')
                  : m.type === 'Termination'
                    ? ''
                    : undefined,
              errorOf: (m) => (m.error ? String(m.error) : undefined),
            }
          : {
              url: `wss://api.assemblyai.com/v2/realtime/ws?sample_rate=${clip.sampleRate}`,
              headers: { authorization: str(cred.api_key) },
              audio: clip.pcm,
              audioFrame: (chunk) => ({ audio_data: chunk.toString('base64') }),
              end: [{ terminate_session: true }],
              transcriptOf: (m) =>
                m.message_type === 'FinalTranscript'
                  ? String(m.text ?? '')
                  : m.message_type === 'SessionTerminated'
                    ? ''
                    : undefined,
              errorOf: (m) => (m.error ? String(m.error) : undefined),
            },
        signal,
      ),
  };
}

function gladia(cred: Credential): SpeechClients {
  return {
    stt: async (clip, signal) => {
      const session = await fetchJson<{ url?: string }>(
        {
          url: 'https://api.gladia.io/v2/live',
          headers: { 'x-gladia-key': str(cred.api_key) },
          body: {
            encoding: 'wav/pcm',
            sample_rate: clip.sampleRate,
            bit_depth: 16,
            channels: 1,
            ...(str(cred.region) ? { region: str(cred.region) } : {}),
          },
        },
        signal,
      );
      if (!session.url) throw new SpeechTestError('Gladia opened no live session');
      return wsTranscribe(
        {
          url: session.url,
          audio: clip.pcm,
          end: [{ type: 'stop_recording' }],
          transcriptOf: (m) => {
            const data = m.data as { is_final?: boolean; utterance?: { text?: string } } | undefined;
            return m.type === 'transcript' && data?.is_final ? (data.utterance?.text ?? '') : undefined;
          },
          onCloseTranscript: () => '',
        },
        signal,
      );
    },
  };
}

function cartesia(cred: Credential): SpeechClients {
  const version = '2024-06-10';
  return {
    tts: (text, signal) =>
      fetchAudio(
        {
          url: 'https://api.cartesia.ai/tts/bytes',
          headers: { 'X-API-Key': str(cred.api_key), 'Cartesia-Version': version },
          body: {
            model_id: str(cred.model_id) || 'sonic-2',
            transcript: text,
            voice: { mode: 'id', id: '694f9389-aac1-45b6-b726-9d9369183238' },
            output_format: { container: 'wav', encoding: 'pcm_s16le', sample_rate: 16000 },
            ...options(cred),
          },
        },
        signal,
      ),
    stt: (clip, signal) =>
      wsTranscribe(
        {
          url: `wss://api.cartesia.ai/stt/websocket?model=${encodeURIComponent(str(cred.stt_model_id) || 'ink-whisper')}&encoding=pcm_s16le&sample_rate=${clip.sampleRate}&api_key=${encodeURIComponent(str(cred.api_key))}&cartesia_version=${version}`,
          audio: clip.pcm,
          end: ['done'],
          transcriptOf: (m) =>
            m.type === 'transcript' && m.is_final ? String(m.text ?? '') : m.type === 'done' ? '' : undefined,
          errorOf: (m) => (m.type === 'error' ? String(m.message ?? m.error ?? 'error') : undefined),
        },
        signal,
      ),
  };
}

function houndify(cred: Credential, now: Date): SpeechClients {
  return {
    stt: async (clip, signal) => {
      const requestId = randomUUID();
      const timestamp = String(Math.floor(now.getTime() / 1000));
      const key = Buffer.from(str(cred.client_key).replace(/-/g, '+').replace(/_/g, '/'), 'base64');
      const signature = createHmac('sha256', key)
        .update(`${str(cred.user_id)};${requestId}${timestamp}`)
        .digest('base64')
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      const endpoint = str(cred.houndify_server_uri);
      const json = await fetchJson<{
        Status?: string;
        ErrorMessage?: string;
        Disambiguation?: { ChoiceData?: { Transcription?: string }[] };
      }>(
        {
          url: endpoint
            ? withPath(asHttp(baseUrl(endpoint, 'https')), '/v1/audio')
            : 'https://api.houndify.com/v1/audio',
          headers: {
            'Hound-Request-Authentication': `${str(cred.user_id)};${requestId}`,
            'Hound-Client-Authentication': `${str(cred.client_id)};${timestamp};${signature}`,
            'content-type': 'audio/wav',
          },
          body: clip.wav,
        },
        signal,
      );
      if (json.Status && json.Status !== 'OK') throw new SpeechTestError(json.ErrorMessage ?? json.Status);
      return json.Disambiguation?.ChoiceData?.[0]?.Transcription ?? '';
    },
  };
}

function voxist(cred: Credential): SpeechClients {
  return {
    stt: (clip, signal) =>
      wsTranscribe(
        {
          url: `wss://asr-streaming.voxist.com/ws?api_key=${encodeURIComponent(str(cred.api_key))}&lang=en-US&sample_rate=${clip.sampleRate}`,
          audio: clip.pcm,
          end: [{ event: 'eof' }],
          transcriptOf: (m) => (m.type === 'final' || m.is_final ? String(m.text ?? '') : undefined),
          errorOf: (m) => (m.type === 'error' ? String(m.message ?? 'error') : undefined),
          onCloseTranscript: () => '',
        },
        signal,
      ),
  };
}

function openaiStt(cred: Credential): SpeechClients {
  return {
    stt: async (clip, signal) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(clip.wav)], { type: 'audio/wav' }), 'clip.wav');
      form.set('model', str(cred.model_id) || 'gpt-4o-mini-transcribe');
      const json = await fetchJson<{ text?: string }>(
        {
          url: 'https://api.openai.com/v1/audio/transcriptions',
          headers: { authorization: `Bearer ${str(cred.api_key)}` },
          body: form,
        },
        signal,
      );
      return json.text ?? '';
    },
  };
}

function verbio(cred: Credential): SpeechClients {
  const token = async (signal: AbortSignal) => {
    const json = await fetchJson<{ access_token?: string }>(
      {
        url: 'https://auth.verbio.com/api/v1/token',
        body: { client_id: str(cred.client_id), client_secret: str(cred.client_secret) },
      },
      signal,
    );
    if (!json.access_token)
      throw new SpeechTestError('Verbio gave no access token for the client id and secret');
    return json.access_token;
  };
  return {
    tts: async (text, signal) =>
      fetchAudio(
        {
          url: 'https://us.rest.speechcenter.verbio.com/api/v1/synthesize',
          headers: { authorization: `Bearer ${await token(signal)}` },
          body: { voice_id: 'tommy_en_us', output_sample_rate: 16000, output_encoding: 'pcm16', text },
        },
        signal,
        { pcmRate: 16000 },
      ),
    stt: async (clip, signal) => {
      const json = await fetchJson<{ result?: { text?: string }; text?: string }>(
        {
          url: `https://us.rest.speechcenter.verbio.com/api/v1/recognize?language=en-US&topic=GENERIC&asr_version=${encodeURIComponent(str(cred.engine_version) || 'V1')}`,
          headers: { authorization: `Bearer ${await token(signal)}`, 'content-type': 'audio/wav' },
          body: clip.wav,
        },
        signal,
      );
      return json.result?.text ?? json.text ?? '';
    },
  };
}

function custom(cred: Credential): SpeechClients {
  const auth: Record<string, string> = str(cred.auth_token)
    ? { authorization: `Bearer ${str(cred.auth_token)}` }
    : {};
  return {
    tts: (text, signal) => {
      const httpUrl = str(cred.custom_tts_url);
      if (httpUrl)
        return fetchAudio(
          { url: httpUrl, headers: auth, body: { language: 'en-US', voice: 'default', type: 'text', text } },
          signal,
        );
      return customStreamingTts(str(cred.custom_tts_streaming_url), auth, text, signal);
    },
    stt: (clip, signal) =>
      wsTranscribe(
        {
          url: str(cred.custom_stt_url),
          headers: auth,
          start: [
            {
              type: 'start',
              language: 'en-US',
              format: 'raw',
              encoding: 'LINEAR16',
              sampleRateHz: clip.sampleRate,
              interimResults: false,
              options: {},
            },
          ],
          audio: clip.pcm,
          end: [{ type: 'stop' }],
          transcriptOf: (m) => {
            const alternatives = m.alternatives as { transcript?: string }[] | undefined;
            return m.type === 'transcription' && m.is_final !== false
              ? (alternatives?.[0]?.transcript ?? '')
              : undefined;
          },
          errorOf: (m) => (m.type === 'error' ? String(m.error ?? 'error') : undefined),
        },
        signal,
      ),
  };
}

/** The jambonz streaming TTS protocol: text in, binary audio frames out until the server says it is done. */
async function customStreamingTts(
  url: string,
  headers: Record<string, string>,
  text: string,
  signal: AbortSignal,
): Promise<Audio> {
  const { default: WebSocket } = await import('ws');
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: Buffer[] = [];
    const done = (error: Error | null) => {
      signal.removeEventListener('abort', onAbort);
      socket.terminate();
      if (error) return reject(error);
      const pcm = Buffer.concat(frames);
      if (!pcm.length) return reject(new SpeechTestError('the service answered no audio'));
      import('./http-client').then(({ toAudio }) => resolve(toAudio(pcm, 'audio/l16', 8000)), reject);
    };
    const onAbort = () => done(signal.reason as Error);
    signal.addEventListener('abort', onAbort);
    socket.on('open', () => {
      socket.send(JSON.stringify({ type: 'stream', text }));
      socket.send(JSON.stringify({ type: 'flush' }));
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) return void frames.push(Buffer.from(data as Buffer));
      try {
        const m = JSON.parse(data.toString()) as WsMessage;
        if (m.type === 'error') done(new SpeechTestError(String(m.error ?? 'error')));
        if (m.type === 'done' || m.type === 'end' || m.type === 'flushed') done(null);
      } catch {
        /* not JSON */
      }
    });
    socket.on('error', (err) => done(err));
    socket.on('close', () => done(null));
  });
}

const FAMILIES: Record<string, (cred: Credential, now: Date) => SpeechClients> = {
  google,
  aws,
  microsoft,
  deepgram: (c) => deepgram(c),
  deepgramflux: (c) => deepgram(c, true),
  ibm,
  nuance,
  nvidia: (c) => ({
    tts: (text, signal) => rivaSynthesize(str(c.riva_server_uri), text, signal),
    stt: (clip, signal) => rivaRecognize(str(c.riva_server_uri), clip, signal),
  }),
  cobalt: (c) => ({ stt: (clip, signal) => cubicRecognize(str(c.cobalt_server_uri), clip, signal) }),
  speechmatics,
  soniox,
  assemblyai,
  gladia,
  cartesia,
  houndify,
  voxist,
  openai: openaiStt,
  verbio,
  wellsaid: apiKeyTts((c, text) => ({
    url: 'https://api.wellsaidlabs.com/v1/tts/stream',
    headers: { 'X-Api-Key': str(c.api_key), accept: 'audio/mpeg' },
    body: { text, speaker_id: '3' },
  })),
  elevenlabs: apiKeyTts((c, text) => ({
    url: `${baseUrl(str(c.api_uri) || 'api.elevenlabs.io', 'https')}/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM?output_format=mp3_44100_128`,
    headers: { 'xi-api-key': str(c.api_key), accept: 'audio/mpeg' },
    body: { text, model_id: str(c.model_id) || 'eleven_turbo_v2_5', ...options(c) },
  })),
  playht: apiKeyTts((c, text) => ({
    url: str(c.playht_tts_uri)
      ? withPath(asHttp(baseUrl(str(c.playht_tts_uri), 'http')), '/api/v2/tts/stream')
      : 'https://api.play.ht/api/v2/tts/stream',
    headers: { AUTHORIZATION: str(c.api_key), 'X-USER-ID': str(c.user_id), accept: 'audio/mpeg' },
    body: {
      text,
      voice: 's3://voice-cloning-zero-shot/d9ff78ba-d016-47f6-b0ef-dd630f59414e/female-cs/manifest.json',
      voice_engine: str(c.voice_engine) || 'PlayHT2.0-turbo',
      output_format: 'mp3',
      ...options(c),
    },
  })),
  rimelabs: apiKeyTts((c, text) => ({
    url: 'https://users.rime.ai/v1/rime-tts',
    headers: { authorization: `Bearer ${str(c.api_key)}`, accept: 'audio/mp3' },
    body: { speaker: 'cove', text, modelId: str(c.model_id) || 'mistv2', ...options(c) },
  })),
  inworld: apiKeyTts(
    (c, text) => ({
      url: 'https://api.inworld.ai/tts/v1/voice',
      headers: { authorization: `Basic ${str(c.api_key)}` },
      body: { text, voiceId: 'Ashley', modelId: str(c.model_id) || 'inworld-tts-1', ...options(c) },
    }),
    (json) => json.audioContent,
  ),
  resemble: apiKeyTts(
    (c, text) => ({
      url: str(c.resemble_tts_uri)
        ? withPath(
            baseUrl(str(c.resemble_tts_uri), on(c.resemble_tts_use_tls) ? 'https' : 'http'),
            '/synthesize',
          )
        : 'https://f.cluster.resemble.ai/synthesize',
      headers: { authorization: `Bearer ${str(c.api_key)}` },
      body: { voice_uuid: '55592656', data: text, output_format: 'wav' },
    }),
    (json) => json.audio_content,
  ),
  whisper: apiKeyTts((c, text) => ({
    url: 'https://api.openai.com/v1/audio/speech',
    headers: { authorization: `Bearer ${str(c.api_key)}` },
    body: { model: str(c.model_id) || 'tts-1', input: text, voice: 'alloy', response_format: 'wav' },
  })),
};

/** The clients of a stored credential's vendor (custom vendors: the jambonz custom speech protocols). */
export function clientsFor(vendor: string, cred: Credential, now: Date): SpeechClients {
  if (isCustomVendor(vendor) && customVendorName(vendor)) return custom(cred);
  const key = speechVendorKey(vendor);
  const family = key ? FAMILIES[key] : undefined;
  return family ? family(cred, now) : {};
}
