// Azure Speech: the hosted region's endpoints (custom voice and speech deployments included) or a container's.
import { isOn } from '@switchboard/shared/validation';
import { SpeechTestError } from '../protocols/errors';
import { fetchAudio, fetchJson } from '../protocols/http';
import { asHttp, baseUrl, str, withPath, type VendorClients } from './client';

export const microsoft: VendorClients<'microsoft'> = (cred) => {
  const key = str(cred.api_key);
  const region = str(cred.region);
  const keyHeader: Record<string, string> = key ? { 'Ocp-Apim-Subscription-Key': key } : {};
  return {
    tts: (text, signal) => {
      const container = str(cred.custom_tts_endpoint_url);
      let url = container
        ? withPath(asHttp(baseUrl(container, 'http')), '/cognitiveservices/v1')
        : `https://${region}.tts.speech.microsoft.com/cognitiveservices/v1`;
      if (!container && isOn(cred.use_custom_tts) && str(cred.custom_tts_endpoint))
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
      if (!container && isOn(cred.use_custom_stt) && str(cred.custom_stt_endpoint))
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
};
