// Platform settings (contract §6.16, §6.17): `GET|POST /PasswordSettings`, `GET|POST /SystemInformation`.
import { passwordSettingsBodySchema, systemInformationBodySchema } from '@switchboard/shared/validation';
import { callerOf } from '../../../auth/caller';
import { adminGuardHook, onlyAdmins } from '../../../auth/hooks';
import { responses } from '../../../http/docs';
import { optionalBody, type Api } from '../../../http/zod';
import { SettingsService } from './service';

const tags = ['Settings'];

export async function settingsRoutes(app: Api): Promise<void> {
  const settings = new SettingsService(app.ctx);

  app.get(
    '/PasswordSettings',
    {
      schema: {
        summary: 'The password policy',
        tags,
        response: responses({ 200: '{min_password_length, require_digit, require_special_character}' }),
      },
    },
    async (request) => {
      callerOf(request);
      return settings.passwordSettings();
    },
  );

  app.post(
    '/PasswordSettings',
    {
      preValidation: onlyAdmins('only admin users can change the password settings'),
      schema: {
        summary: 'Save the password policy (admin)',
        tags,
        body: optionalBody(passwordSettingsBodySchema),
        response: responses({ 201: '{}', 400: 'min_password_length out of 6-20', 403: 'not an admin' }),
      },
    },
    async (request, reply) => {
      settings.savePasswordSettings(request, request.body);
      return reply.code(201).send({});
    },
  );

  app.get(
    '/SystemInformation',
    {
      preValidation: adminGuardHook,
      schema: {
        summary: 'System information (admin)',
        tags,
        response: responses({ 200: 'the row, or {} when never saved', 403: 'not an admin' }),
      },
    },
    async () => settings.systemInformation(),
  );

  app.post(
    '/SystemInformation',
    {
      preValidation: adminGuardHook,
      schema: {
        summary: 'Save system information (admin)',
        tags,
        body: optionalBody(systemInformationBodySchema),
        response: responses({ 201: 'the stored row', 400: 'invalid field', 403: 'not an admin' }),
      },
    },
    async (request, reply) => reply.code(201).send(settings.saveSystemInformation(request, request.body)),
  );
}
