// Google custom voices (contract §6.15): listed per credential (or per owner and label), created, read, updated
// and deleted with the credential, and a voice cloning key uploaded as a file. Ownership is checked on every call
// through the voice's credential (the real server skips it on read/update/delete and refuses uploads by anyone
// but admins; here the credential's owners may).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { GoogleCustomVoice } from '@switchboard/shared/types';
import {
  DEFAULT_REPORTED_USAGE,
  VOICE_CLONING_KEY_PREVIEW,
  googleCustomVoiceBodySchema,
  toDbBool,
} from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { callerOf } from '../auth/caller';
import { canChangeCredential, canReadCredential } from '../areas/speech';
import { requireAccountGuard } from '../auth/access';
import { recordAudit } from '../audit/audit';
import { docs } from '../http/docs';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseWith, pathSid } from '../http/validate';
import { isSid } from '@switchboard/shared/validation';
import { newSid } from '../lib/ids';

interface OwnerRow {
  speech_credential_sid: string;
  service_provider_sid: string | null;
  account_sid: string | null;
  vendor: string;
}

type VoiceRow = GoogleCustomVoice & { voice_cloning_key: string | null } & Record<string, unknown>;

/** Voice cloning key files are small JSON/text files; more than this is refused. */
const KEY_FILE_LIMIT = 1024 * 1024;

export function speechVoiceRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  const canRead = canReadCredential;
  const canWrite = canChangeCredential;

  const credential = (sid: string) =>
    store.get<OwnerRow>(
      'SELECT speech_credential_sid, service_provider_sid, account_sid, vendor FROM speech_credentials WHERE speech_credential_sid = ?',
      sid,
    );

  /** A voice and its credential, checked for the caller: 404 unknown, 403 not theirs. */
  function voiceFor(request: FastifyRequest, access: 'read' | 'write'): { voice: VoiceRow; owner: OwnerRow } {
    const caller = callerOf(request);
    const sid = (request.params as { sid: string }).sid;
    const voice = isSid(sid)
      ? store.get<VoiceRow>(
          'SELECT * FROM google_custom_voices WHERE google_custom_voice_sid = ?',
          sid.toLowerCase(),
        )
      : undefined;
    if (!voice) throw notFound('custom voice not found');
    const owner = credential(voice.speech_credential_sid)!;
    if (!(access === 'read' ? canRead(caller, owner) : canWrite(caller, owner)))
      throw forbidden('Insufficient privileges');
    return { voice, owner };
  }

  const listed = (row: Record<string, unknown>) => {
    const { voice_cloning_key: key, ...rest } = row;
    return typeof key === 'string'
      ? {
          ...rest,
          voice_cloning_key:
            key.length > VOICE_CLONING_KEY_PREVIEW ? `${key.slice(0, VOICE_CLONING_KEY_PREVIEW)}...` : key,
        }
      : rest;
  };

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
      if (query.speech_credential_sid !== undefined) {
        const owner = credential(pathSid(query.speech_credential_sid));
        if (!owner) throw notFound('speech credential not found');
        if (!canRead(caller, owner)) throw forbidden('Insufficient privileges');
        return store
          .all<Record<string, unknown>>(
            'SELECT * FROM google_custom_voices WHERE speech_credential_sid = ? ORDER BY name',
            owner.speech_credential_sid,
          )
          .map(listed);
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
        .map(listed);
    },
  );

  v1.post(
    '/GoogleCustomVoices',
    {
      schema: docs({
        summary: 'Add a custom voice to a Google credential',
        tags: ['Speech'],
        body: googleCustomVoiceBodySchema,
        responses: { 201: '{sid}', 400: 'missing or invalid field', 403: 'not yours' },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const body = parseWith(googleCustomVoiceBodySchema, request.body ?? {});
      if (!body.speech_credential_sid) throw badRequest('missing speech_credential_sid');
      const owner = isSid(body.speech_credential_sid)
        ? credential(body.speech_credential_sid.toLowerCase())
        : undefined;
      if (!owner) throw badRequest('Invalid speech_credential_sid');
      if (!canWrite(caller, owner)) throw forbidden('Insufficient privileges');
      if (owner.vendor !== 'google') throw badRequest('custom voices belong to Google speech credentials');
      const usesKey = toDbBool(body.use_voice_cloning_key ?? 0);
      if (!body.name) throw badRequest('missing field name');
      const model = body.model?.trim() ?? '';
      if (!usesKey && !model) throw badRequest('missing field model');
      const sid = newSid();
      const row = {
        google_custom_voice_sid: sid,
        speech_credential_sid: owner.speech_credential_sid,
        name: body.name,
        model,
        reported_usage: body.reported_usage ?? DEFAULT_REPORTED_USAGE,
        use_voice_cloning_key: usesKey,
        voice_cloning_key: body.voice_cloning_key ?? null,
      };
      store.transaction(() => {
        store.insert('google_custom_voices', row);
        recordAudit(ctx, request, {
          entity: 'google_custom_voice',
          entitySid: sid,
          action: 'create',
          after: row,
          accountSid: owner.account_sid,
          serviceProviderSid: owner.service_provider_sid,
        });
      });
      return reply.code(201).send({ sid });
    },
  );

  v1.get(
    '/GoogleCustomVoices/:sid',
    {
      schema: docs({
        summary: 'One custom voice with its whole voice cloning key',
        tags: ['Speech'],
        params: { sid: 'the voice' },
        responses: { 200: 'GoogleCustomVoice', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request) => voiceFor(request, 'read').voice,
  );

  v1.put(
    '/GoogleCustomVoices/:sid',
    {
      schema: docs({
        summary: 'Change a custom voice',
        tags: ['Speech'],
        params: { sid: 'the voice' },
        body: googleCustomVoiceBodySchema,
        responses: { 204: 'updated', 400: 'invalid', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const { voice, owner } = voiceFor(request, 'write');
      const body = parseWith(googleCustomVoiceBodySchema, request.body ?? {});
      if (
        body.speech_credential_sid &&
        body.speech_credential_sid.toLowerCase() !== voice.speech_credential_sid
      )
        throw badRequest('a custom voice cannot move to another credential');
      const changes: Record<string, unknown> = {};
      if (body.name !== undefined) {
        if (!body.name) throw badRequest('missing field name');
        changes.name = body.name;
      }
      if (body.model !== undefined) changes.model = body.model?.trim() ?? '';
      if (body.reported_usage !== undefined)
        changes.reported_usage = body.reported_usage ?? DEFAULT_REPORTED_USAGE;
      if (body.use_voice_cloning_key !== undefined && body.use_voice_cloning_key !== null)
        changes.use_voice_cloning_key = toDbBool(body.use_voice_cloning_key);
      if (body.voice_cloning_key) changes.voice_cloning_key = body.voice_cloning_key;
      const after = { ...voice, ...changes };
      if (!after.use_voice_cloning_key && !String(after.model ?? '').trim())
        throw badRequest('missing field model');
      store.transaction(() => {
        store.update(
          'google_custom_voices',
          'google_custom_voice_sid',
          voice.google_custom_voice_sid,
          changes,
        );
        recordAudit(ctx, request, {
          entity: 'google_custom_voice',
          entitySid: voice.google_custom_voice_sid,
          action: 'update',
          before: voice,
          after,
          accountSid: owner.account_sid,
          serviceProviderSid: owner.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );

  v1.delete(
    '/GoogleCustomVoices/:sid',
    {
      schema: docs({
        summary: 'Delete a custom voice',
        tags: ['Speech'],
        params: { sid: 'the voice' },
        responses: { 204: 'deleted', 403: 'not yours', 404: 'unknown' },
      }),
    },
    async (request, reply) => {
      const { voice, owner } = voiceFor(request, 'write');
      store.transaction(() => {
        store.run(
          'DELETE FROM google_custom_voices WHERE google_custom_voice_sid = ?',
          voice.google_custom_voice_sid,
        );
        recordAudit(ctx, request, {
          entity: 'google_custom_voice',
          entitySid: voice.google_custom_voice_sid,
          action: 'delete',
          before: voice,
          accountSid: owner.account_sid,
          serviceProviderSid: owner.service_provider_sid,
        });
      });
      return reply.code(204).send();
    },
  );

  // The key file arrives as multipart/form-data (field `file`); only this route parses multipart.
  void v1.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: KEY_FILE_LIMIT, files: 1, fields: 5 } });
    scope.post(
      '/GoogleCustomVoices/:sid/VoiceCloningKey',
      {
        schema: docs({
          summary: 'Upload a custom voice’s voice cloning key (multipart/form-data, field `file`)',
          tags: ['Speech'],
          params: { sid: 'the voice' },
          responses: { 204: 'stored', 400: 'no file', 403: 'not yours', 404: 'unknown', 413: 'too large' },
        }),
      },
      async (request, reply) => {
        const { voice, owner } = voiceFor(request, 'write');
        if (!request.isMultipart()) throw badRequest('send the key as multipart/form-data with a file field');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw badRequest('missing file');
        let text: string;
        try {
          text = (await file.toBuffer()).toString('utf8');
        } catch {
          return reply.code(413).send({ msg: 'the voice cloning key file is too large (at most 1 MB)' });
        }
        if (!text.trim()) throw badRequest('the voice cloning key file is empty');
        store.transaction(() => {
          store.update('google_custom_voices', 'google_custom_voice_sid', voice.google_custom_voice_sid, {
            voice_cloning_key: text,
            use_voice_cloning_key: 1,
          });
          recordAudit(ctx, request, {
            entity: 'google_custom_voice',
            entitySid: voice.google_custom_voice_sid,
            action: 'update',
            before: {
              voice_cloning_key: voice.voice_cloning_key,
              use_voice_cloning_key: voice.use_voice_cloning_key,
            },
            after: { voice_cloning_key: text, use_voice_cloning_key: 1 },
            accountSid: owner.account_sid,
            serviceProviderSid: owner.service_provider_sid,
          });
        });
        return reply.code(204).send();
      },
    );
  });
}
