// Platform settings rows (password policy, system information): all their SQL. Each table holds at most one row.
import type { PasswordSettings, SystemInformation } from '@switchboard/shared/types';
import { PASSWORD_SETTINGS_DEFAULTS } from '@switchboard/shared/validation';
import type { Store } from '../../../db/store';

export class SettingsRepository {
  constructor(private readonly store: Store) {}

  /** The stored policy, or the spec's defaults when none was saved. */
  passwordSettings(): Required<PasswordSettings> {
    const row = this.store.get<Required<PasswordSettings>>(
      'SELECT min_password_length, require_digit, require_special_character FROM password_settings LIMIT 1',
    );
    return row ?? { ...PASSWORD_SETTINGS_DEFAULTS };
  }

  replacePasswordSettings(settings: Required<PasswordSettings>): void {
    this.store.run('DELETE FROM password_settings');
    this.store.insert('password_settings', settings);
  }

  systemInformation(): SystemInformation | undefined {
    return this.store.get<SystemInformation>('SELECT * FROM system_information LIMIT 1');
  }

  replaceSystemInformation(information: Record<string, unknown>): void {
    this.store.run('DELETE FROM system_information');
    this.store.insert('system_information', information);
  }
}
