// The languages, voices and models of each speech vendor, as the API answers …/supportedLanguagesAndVoices: one JSON
// data file per vendor (data/<vendor>.json, in the answer's own shape). Google's is what jambonz-api-server 0.9.6
// answers (recorded); the others are each vendor's usual voices, models and languages, as the real server lists
// them when it has no live list. Custom vendors have none (their names are typed in).
import type { SupportedLanguagesAndVoices } from '@switchboard/shared/types';
import { CUSTOM_VENDOR_PREFIX, type SpeechVendor } from '@switchboard/shared/validation';
import { badRequest, unprocessable } from '../../../http/errors';
import assemblyai from './data/assemblyai.json';
import aws from './data/aws.json';
import cartesia from './data/cartesia.json';
import cobalt from './data/cobalt.json';
import deepgram from './data/deepgram.json';
import deepgramflux from './data/deepgramflux.json';
import elevenlabs from './data/elevenlabs.json';
import gladia from './data/gladia.json';
import google from './data/google.json';
import houndify from './data/houndify.json';
import ibm from './data/ibm.json';
import inworld from './data/inworld.json';
import microsoft from './data/microsoft.json';
import nuance from './data/nuance.json';
import nvidia from './data/nvidia.json';
import openai from './data/openai.json';
import playht from './data/playht.json';
import resemble from './data/resemble.json';
import rimelabs from './data/rimelabs.json';
import soniox from './data/soniox.json';
import speechmatics from './data/speechmatics.json';
import verbio from './data/verbio.json';
import voxist from './data/voxist.json';
import wellsaid from './data/wellsaid.json';
import whisper from './data/whisper.json';

const CATALOGUES: Record<Exclude<SpeechVendor, 'custom'>, SupportedLanguagesAndVoices> = {
  assemblyai,
  aws,
  cartesia,
  cobalt,
  deepgram,
  deepgramflux,
  elevenlabs,
  gladia,
  google,
  houndify,
  ibm,
  inworld,
  microsoft,
  nuance,
  nvidia,
  openai,
  playht,
  resemble,
  rimelabs,
  soniox,
  speechmatics,
  verbio,
  voxist,
  wellsaid,
  whisper,
};

/** A vendor's lists; custom vendors have none; null for a vendor this API does not know. */
export function vendorCatalogue(vendor: string): SupportedLanguagesAndVoices | null {
  if (
    vendor === 'custom' ||
    (vendor.startsWith(CUSTOM_VENDOR_PREFIX) && vendor.length > CUSTOM_VENDOR_PREFIX.length)
  )
    return {};
  return Object.hasOwn(CATALOGUES, vendor) ? CATALOGUES[vendor as keyof typeof CATALOGUES] : null;
}

/** The answer of …/supportedLanguagesAndVoices?vendor=: 400 without a vendor, 422 for one this API does not know. */
export function languagesAndVoices(vendor: string | undefined): SupportedLanguagesAndVoices {
  if (vendor === undefined || vendor === '') throw badRequest('vendor is required');
  const lists = vendorCatalogue(vendor);
  if (!lists) throw unprocessable(`Invalid vendor ${vendor.slice(0, 64)}`);
  return lists;
}
