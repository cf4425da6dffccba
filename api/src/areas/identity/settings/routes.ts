// Platform settings (docs/api/contract.md#platform-settings): `GET|POST /PasswordSettings`, `GET|POST /SystemInformation`.
import { passwordSettingsBodySchema, systemInformationBodySchema } from '@switchboard/shared/validation';
import { callerOf } from '../../../auth/caller';
import { adminGuardHook, onlyAdmins } from '../../../auth/hooks';
import { resourceRoutes } from '../../../http/resource';
import { optionalBody, type Api } from '../../../http/zod';
import { SettingsService } from './service';

const tags = ['Settings'];

export async function settingsRoutes(app: Api): Promise<void> {
  const settings = new SettingsService(app.ctx);

  // Each setting is one thing, read with GET and saved with POST (201, the contract's way).
  resourceRoutes(app, null, { path: '/PasswordSettings', item: undefined, tags }, (policy) => {
    policy.read({
      summary: 'The password policy',
      answers: { 200: '{min_password_length, require_digit, require_special_character}' },
      run: (request) => {
        callerOf(request);
        return settings.passwordSettings();
      },
    });
    policy.create({
      summary: 'Save the password policy (admin)',
      before: onlyAdmins('only admin users can change the password settings'),
      body: optionalBody(passwordSettingsBodySchema),
      answers: { 201: '{}', 400: 'min_password_length out of 6-20', 403: 'not an admin' },
      run: (request) => {
        settings.savePasswordSettings(request, request.body);
        return {};
      },
    });
  });

  resourceRoutes(app, null, { path: '/SystemInformation', item: undefined, tags }, (information) => {
    information.read({
      summary: 'System information (admin)',
      before: adminGuardHook,
      answers: { 200: 'the row, or {} when never saved', 403: 'not an admin' },
      run: () => settings.systemInformation(),
    });
    information.create({
      summary: 'Save system information (admin)',
      before: adminGuardHook,
      body: optionalBody(systemInformationBodySchema),
      answers: { 201: 'the stored row', 400: 'invalid field', 403: 'not an admin' },
      run: (request) => settings.saveSystemInformation(request, request.body),
    });
  });
}
