// Speech credentials, read side (contract §6.5; create/update/test come with the speech issue), and the
// languages/voices lists the application form needs.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SpeechCredential } from '@switchboard/shared/types';
import type { AppContext } from '../context';
import { callerOf, type Caller } from '../auth/caller';
import { requireAccountGuard } from '../auth/access';
import { docs } from '../http/docs';
import { badRequest, forbidden, notFound, unprocessable } from '../http/errors';
import { pathSid } from '../http/validate';
import { obscureGoogleServiceKey, obscureKey } from '../lib/masking';
import { expandVendor } from '../speech-data/format';
import { vendorLists } from '../speech-data/vendors';

const SECRET_FIELDS = [
  'api_key',
  'secret_access_key',
  'secret',
  'client_secret',
  'client_key',
  'tts_api_key',
  'stt_api_key',
  'auth_token',
];
/** What an account user never sees of a service-provider-level credential. */
const HIDDEN_FROM_ACCOUNTS = [
  'api_key',
  'secret_access_key',
  'secret',
  'auth_token',
  'stt_api_key',
  'tts_api_key',
  'client_secret',
  'client_key',
  'service_key',
];

interface CredentialRow extends Omit<SpeechCredential, 'credential'> {
  credential: string;
}

export function speechRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store, box } = ctx;

  function present(row: CredentialRow, caller: Caller): SpeechCredential {
    const { credential, ...rest } = row;
    const fields = box.decryptJson<Record<string, unknown>>(credential) ?? {};
    for (const key of SECRET_FIELDS)
      if (typeof fields[key] === 'string') fields[key] = obscureKey(fields[key] as string);
    if (typeof fields.service_key === 'string')
      fields.service_key = obscureGoogleServiceKey(fields.service_key);
    if (caller.scope === 'account' && row.account_sid === null)
      for (const key of HIDDEN_FROM_ACCOUNTS) delete fields[key];
    return { ...rest, ...fields } as SpeechCredential;
  }

  /** The SP path: admins any; others only their own service provider. */
  function requireSpPath(caller: Caller, spSid: string): void {
    if (!store.get('SELECT 1 FROM service_providers WHERE service_provider_sid = ?', spSid)) {
      if (caller.scope === 'admin') throw notFound('service provider not found');
      throw forbidden('Insufficient privileges');
    }
    if (caller.scope !== 'admin' && caller.service_provider_sid !== spSid)
      throw forbidden('Insufficient privileges');
  }

  const canRead = (caller: Caller, row: CredentialRow) =>
    caller.scope === 'admin' ||
    (caller.scope === 'service_provider' && row.service_provider_sid === caller.service_provider_sid) ||
    (caller.scope === 'account' &&
      (row.account_sid === caller.account_sid ||
        (row.account_sid === null && row.service_provider_sid === caller.service_provider_sid)));

  const CREDENTIAL_COLUMNS =
    'speech_credential_sid, service_provider_sid, account_sid, vendor, label, use_for_tts, use_for_stt, last_used, last_tested, tts_tested_ok, stt_tested_ok, created_at, credential';

  v1.get(
    '/ServiceProviders/:sid/SpeechCredentials',
    {
      schema: docs({
        summary: 'Speech credentials of a service provider (plus the caller’s account ones)',
        tags: ['Speech'],
        params: { sid: 'the service provider' },
        responses: { 200: 'SpeechCredential[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      requireSpPath(caller, sid);
      const rows = store.all<CredentialRow>(
        `SELECT ${CREDENTIAL_COLUMNS} FROM speech_credentials
          WHERE (service_provider_sid = ? AND account_sid IS NULL) OR (? IS NOT NULL AND account_sid = ?)
          ORDER BY vendor, label`,
        sid,
        caller.scope === 'account' ? caller.account_sid : null,
        caller.scope === 'account' ? caller.account_sid : null,
      );
      return rows.map((r) => present(r, caller));
    },
  );

  v1.get(
    '/Accounts/:sid/SpeechCredentials',
    {
      schema: docs({
        summary: 'Speech credentials an account can use: its own and its service provider’s',
        tags: ['Speech'],
        params: { sid: 'the account' },
        responses: { 200: 'SpeechCredential[]' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const sid = pathSid((request.params as { sid: string }).sid);
      const account = requireAccountGuard(store, caller, sid);
      const rows = store.all<CredentialRow>(
        `SELECT ${CREDENTIAL_COLUMNS} FROM speech_credentials
          WHERE account_sid = ? OR (account_sid IS NULL AND service_provider_sid = ?)
          ORDER BY vendor, label`,
        sid,
        account.service_provider_sid,
      );
      return rows.map((r) => present(r, caller));
    },
  );

  const readOne = async (caller: Caller, credentialSid: string) => {
    const row = store.get<CredentialRow>(
      `SELECT ${CREDENTIAL_COLUMNS} FROM speech_credentials WHERE speech_credential_sid = ?`,
      credentialSid,
    );
    if (!row) throw notFound('speech credential not found');
    if (!canRead(caller, row)) throw forbidden('Insufficient privileges');
    return present(row, caller);
  };

  v1.get(
    '/ServiceProviders/:sid/SpeechCredentials/:credential_sid',
    {
      schema: docs({
        summary: 'One speech credential (secrets masked)',
        tags: ['Speech'],
        params: { sid: 'the service provider', credential_sid: 'the credential' },
        responses: { 200: 'SpeechCredential' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; credential_sid: string };
      const sid = pathSid(params.sid);
      requireSpPath(caller, sid);
      return readOne(caller, pathSid(params.credential_sid));
    },
  );

  v1.get(
    '/Accounts/:sid/SpeechCredentials/:credential_sid',
    {
      schema: docs({
        summary: 'One speech credential (secrets masked)',
        tags: ['Speech'],
        params: { sid: 'the account', credential_sid: 'the credential' },
        responses: { 200: 'SpeechCredential' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const params = request.params as { sid: string; credential_sid: string };
      requireAccountGuard(store, caller, pathSid(params.sid));
      return readOne(caller, pathSid(params.credential_sid));
    },
  );

  v1.get(
    '/GoogleCustomVoices',
    {
      schema: docs({
        summary: 'Google custom voices of a credential, or of the caller’s credentials with a label',
        tags: ['Speech'],
        query: z.looseObject({
          speech_credential_sid: z.string().optional(),
          account_sid: z.string().optional(),
          service_provider_sid: z.string().optional(),
          label: z.string().optional(),
        }),
        responses: {
          200: 'GoogleCustomVoice[] (voice_cloning_key cut to 100 characters)',
          400: 'no owner given',
          403: 'not yours',
          404: 'unknown credential',
        },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const query = request.query as Record<string, unknown>;
      const present = (row: Record<string, unknown>) => {
        const { voice_cloning_key: key, ...rest } = row;
        return typeof key === 'string'
          ? { ...rest, voice_cloning_key: key.length > 100 ? `${key.slice(0, 100)}...` : key }
          : rest;
      };
      if (query.speech_credential_sid !== undefined) {
        const credentialSid = pathSid(query.speech_credential_sid);
        const row = store.get<CredentialRow>(
          `SELECT ${CREDENTIAL_COLUMNS} FROM speech_credentials WHERE speech_credential_sid = ?`,
          credentialSid,
        );
        if (!row) throw notFound('speech credential not found');
        if (!canRead(caller, row)) throw forbidden('Insufficient privileges');
        return store
          .all<Record<string, unknown>>(
            'SELECT * FROM google_custom_voices WHERE speech_credential_sid = ? ORDER BY name',
            credentialSid,
          )
          .map(present);
      }
      const accountSid =
        caller.account_sid ?? (query.account_sid !== undefined ? pathSid(query.account_sid) : null);
      const spSid =
        caller.service_provider_sid ??
        (query.service_provider_sid !== undefined ? pathSid(query.service_provider_sid) : null);
      if (!accountSid && !spSid)
        throw badRequest('missing account_sid or service_provider_sid in query parameters');
      if (accountSid && caller.scope !== 'account') requireAccountGuard(store, caller, accountSid);
      if (!accountSid && spSid && caller.scope !== 'admin' && spSid !== caller.service_provider_sid)
        throw forbidden('Insufficient privileges');
      const label = typeof query.label === 'string' && query.label !== '' ? query.label : null;
      return store
        .all<Record<string, unknown>>(
          `SELECT v.* FROM google_custom_voices v JOIN speech_credentials c ON c.speech_credential_sid = v.speech_credential_sid
            WHERE c.vendor = 'google'
              AND ((? IS NOT NULL AND c.account_sid = ?) OR (c.account_sid IS NULL AND c.service_provider_sid = ?))
              AND c.label IS ?
            ORDER BY v.name`,
          accountSid,
          accountSid,
          spSid ??
            store.get<{ sp: string }>(
              'SELECT service_provider_sid AS sp FROM accounts WHERE account_sid = ?',
              accountSid,
            )?.sp ??
            null,
          label,
        )
        .map(present);
    },
  );

  const languagesQuery = z.looseObject({
    vendor: z
      .string()
      .optional()
      .describe('e.g. google, aws, microsoft, deepgram, elevenlabs, ibm, nuance, nvidia, or custom:<name>'),
    label: z.string().optional(),
    create_new: z.string().optional(),
  });
  const languages = (query: unknown) => {
    const vendor = (query as { vendor?: unknown }).vendor;
    if (typeof vendor !== 'string' || vendor === '') throw badRequest('vendor is required');
    const lists = vendorLists(vendor);
    if (!lists) throw unprocessable(`Invalid vendor ${vendor.slice(0, 64)}`);
    return expandVendor(lists);
  };

  v1.get(
    '/ServiceProviders/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices',
    {
      schema: docs({
        summary: 'Languages, voices and models of a speech vendor',
        tags: ['Speech'],
        params: { sid: 'the service provider' },
        query: languagesQuery,
        responses: { 200: '{tts?, stt?, models?, sttModels?}', 400: 'vendor missing', 422: 'unknown vendor' },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      requireSpPath(caller, pathSid((request.params as { sid: string }).sid));
      return languages(request.query);
    },
  );

  v1.get(
    '/Accounts/:sid/SpeechCredentials/speech/supportedLanguagesAndVoices',
    {
      schema: docs({
        summary: 'Languages, voices and models of a speech vendor',
        tags: ['Speech'],
        params: { sid: 'the account' },
        query: languagesQuery,
        responses: { 200: '{tts?, stt?, models?, sttModels?}', 400: 'vendor missing', 422: 'unknown vendor' },
      }),
    },
    async (request) => {
      requireAccountGuard(store, callerOf(request), pathSid((request.params as { sid: string }).sid));
      return languages(request.query);
    },
  );
}
