// The vendor registry: one client per vendor of the field catalogue (a vendor missing here, or a client reading
// a field its vendor does not store, fails the type check). Custom vendors ('custom:<name>') share one.
import {
  customVendorName,
  isCustomVendor,
  speechVendorKey,
  type SpeechVendor,
} from '@switchboard/shared/validation';
import type { SpeechClients, StoredCredential, VendorClients } from './client';
import { assemblyai } from './assemblyai';
import { aws } from './aws';
import { cartesia } from './cartesia';
import { cobalt } from './cobalt';
import { custom } from './custom';
import { deepgram } from './deepgram';
import { deepgramflux } from './deepgramflux';
import { elevenlabs } from './elevenlabs';
import { gladia } from './gladia';
import { google } from './google';
import { houndify } from './houndify';
import { ibm } from './ibm';
import { inworld } from './inworld';
import { microsoft } from './microsoft';
import { nuance } from './nuance';
import { nvidia } from './nvidia';
import { openai } from './openai';
import { playht } from './playht';
import { resemble } from './resemble';
import { rimelabs } from './rimelabs';
import { soniox } from './soniox';
import { speechmatics } from './speechmatics';
import { verbio } from './verbio';
import { voxist } from './voxist';
import { wellsaid } from './wellsaid';
import { whisper } from './whisper';

const VENDORS: { [V in SpeechVendor]: VendorClients<V> } = {
  google,
  aws,
  microsoft,
  deepgram,
  deepgramflux,
  ibm,
  nuance,
  nvidia,
  cobalt,
  speechmatics,
  soniox,
  assemblyai,
  gladia,
  cartesia,
  houndify,
  voxist,
  openai,
  verbio,
  wellsaid,
  elevenlabs,
  playht,
  rimelabs,
  inworld,
  resemble,
  whisper,
  custom,
};

/**
 * The clients of a stored credential's vendor; none for a vendor it does not know (or a bare 'custom' without
 * a name: only 'custom:<name>' speaks the custom protocols).
 */
export function clientsFor(vendor: string, credential: StoredCredential, now: Date): SpeechClients {
  if (isCustomVendor(vendor)) return customVendorName(vendor) ? VENDORS.custom(credential, now) : {};
  const key = speechVendorKey(vendor);
  return key && key !== 'custom' ? VENDORS[key](credential, now) : {};
}
