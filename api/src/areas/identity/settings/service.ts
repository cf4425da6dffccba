// Platform settings (docs/api/contract.md#platform-settings): the password policy and system information, each saved whole with its
// audit entry. They belong to no account or service provider, so only admins read their trail.
import type { PasswordSettings, SystemInformation } from '@switchboard/shared/types';
import type { PasswordSettingsBody, SystemInformationBody } from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import type { Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { SettingsRepository } from './repository';

const PLATFORM = { entitySid: null, accountSid: null, serviceProviderSid: null } as const;

export class SettingsService {
  private readonly settings: SettingsRepository;

  constructor(private readonly ctx: AppContext) {
    this.settings = new SettingsRepository(ctx.store);
  }

  passwordSettings(): Required<PasswordSettings> {
    return this.settings.passwordSettings();
  }

  savePasswordSettings(requester: Requester, body: PasswordSettingsBody): void {
    auditedWrite(
      this.ctx,
      requester,
      ({ before, after }) => ({ ...PLATFORM, entity: 'password_settings', action: 'update', before, after }),
      () => {
        const before = this.settings.passwordSettings();
        const after = { ...before, ...body };
        this.settings.replacePasswordSettings(after);
        return { before, after };
      },
    );
  }

  /** The saved row, or `{}` when none was ever saved. */
  systemInformation(): SystemInformation {
    return this.settings.systemInformation() ?? {};
  }

  /** Saves the fields sent over the stored ones; answers the stored row. */
  saveSystemInformation(requester: Requester, body: SystemInformationBody): SystemInformation | undefined {
    return auditedWrite(
      this.ctx,
      requester,
      ({ before, after }) => ({ ...PLATFORM, entity: 'system_information', action: 'update', before, after }),
      () => {
        const before = this.settings.systemInformation() ?? {};
        const after = { log_level: 'info', ...before, ...body };
        this.settings.replaceSystemInformation(after);
        return {
          before: before as Record<string, unknown>,
          after,
          stored: this.settings.systemInformation(),
        };
      },
    ).stored;
  }
}
