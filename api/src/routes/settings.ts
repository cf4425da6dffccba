// Platform settings (contract §6.16–§6.18): password policy, system information, the TTS cache.
import type { FastifyInstance } from 'fastify';
import type { PasswordSettings, SystemInformation } from '@switchboard/shared/types';
import {
  PASSWORD_SETTINGS_DEFAULTS,
  passwordSettingsBodySchema,
  systemInformationBodySchema,
} from '@switchboard/shared/validation';
import type { AppContext } from '../context';
import { recordAudit } from '../audit/audit';
import type { Store } from '../db/store';
import { callerOf } from '../auth/caller';
import { requireAdminGuard } from '../auth/access';
import { docs } from '../http/docs';
import { forbidden } from '../http/errors';
import { parseWith } from '../http/validate';

/** The stored policy, or the spec's defaults when none was saved. */
export function currentPasswordSettings(store: Store): Required<PasswordSettings> {
  const row = store.get<Required<PasswordSettings>>(
    'SELECT min_password_length, require_digit, require_special_character FROM password_settings LIMIT 1',
  );
  return row ?? { ...PASSWORD_SETTINGS_DEFAULTS };
}

/** Platform-wide settings belong to no account or service provider: only admins read their trail. */
const PLATFORM = { entitySid: null, accountSid: null, serviceProviderSid: null } as const;

export function settingsRoutes(v1: FastifyInstance, ctx: AppContext): void {
  const { store } = ctx;

  v1.get(
    '/PasswordSettings',
    {
      schema: docs({
        summary: 'The password policy',
        tags: ['Settings'],
        responses: { 200: '{min_password_length, require_digit, require_special_character}' },
      }),
    },
    async (request) => {
      callerOf(request);
      return currentPasswordSettings(store);
    },
  );

  v1.post(
    '/PasswordSettings',
    {
      schema: docs({
        summary: 'Save the password policy (admin)',
        tags: ['Settings'],
        body: passwordSettingsBodySchema,
        responses: { 201: '{}', 400: 'min_password_length out of 6-20', 403: 'not an admin' },
      }),
    },
    async (request, reply) => {
      if (callerOf(request).scope !== 'admin')
        throw forbidden('only admin users can change the password settings');
      const body = parseWith(passwordSettingsBodySchema, request.body ?? {});
      store.transaction(() => {
        const before = currentPasswordSettings(store);
        const next = { ...before, ...body };
        store.run('DELETE FROM password_settings');
        store.insert('password_settings', next);
        recordAudit(ctx, request, {
          ...PLATFORM,
          entity: 'password_settings',
          action: 'update',
          before,
          after: next,
        });
      });
      return reply.code(201).send({});
    },
  );

  v1.get(
    '/SystemInformation',
    {
      schema: docs({
        summary: 'System information (admin)',
        tags: ['Settings'],
        responses: { 200: 'the row, or {} when never saved', 403: 'not an admin' },
      }),
    },
    async (request) => {
      requireAdminGuard(callerOf(request));
      return store.get<SystemInformation>('SELECT * FROM system_information LIMIT 1') ?? {};
    },
  );

  v1.post(
    '/SystemInformation',
    {
      schema: docs({
        summary: 'Save system information (admin)',
        tags: ['Settings'],
        body: systemInformationBodySchema,
        responses: { 201: 'the stored row', 400: 'invalid field', 403: 'not an admin' },
      }),
    },
    async (request, reply) => {
      requireAdminGuard(callerOf(request));
      const body = parseWith(systemInformationBodySchema, request.body ?? {});
      const row = store.transaction(() => {
        const current = store.get<SystemInformation>('SELECT * FROM system_information LIMIT 1') ?? {};
        const next = { log_level: 'info', ...current, ...body };
        store.run('DELETE FROM system_information');
        store.insert('system_information', next);
        recordAudit(ctx, request, {
          ...PLATFORM,
          entity: 'system_information',
          action: 'update',
          before: current as Record<string, unknown>,
          after: next,
        });
        return store.get<SystemInformation>('SELECT * FROM system_information LIMIT 1');
      });
      return reply.code(201).send(row);
    },
  );

  v1.get(
    '/TtsCache',
    {
      schema: docs({
        summary: 'Number of cached TTS entries, all accounts (admin)',
        tags: ['Settings'],
        responses: { 200: '{size}' },
      }),
    },
    async (request) => {
      requireAdminGuard(callerOf(request));
      return { size: store.get<{ n: number }>('SELECT COUNT(*) AS n FROM tts_cache')?.n ?? 0 };
    },
  );

  v1.delete(
    '/TtsCache',
    {
      schema: docs({
        summary: 'Purge the whole TTS cache (admin)',
        tags: ['Settings'],
        responses: { 204: 'purged' },
      }),
    },
    async (request, reply) => {
      requireAdminGuard(callerOf(request));
      store.transaction(() => {
        const purged = store.run('DELETE FROM tts_cache').changes;
        recordAudit(ctx, request, {
          ...PLATFORM,
          entity: 'tts_cache',
          action: 'delete',
          before: { entries: purged },
          after: { entries: 0 },
        });
      });
      return reply.code(204).send();
    },
  );
}
