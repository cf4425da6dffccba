// The admin settings form: system information and password policy (shared rules), and what is sent.
import { z } from 'zod';
import type { PasswordSettings, SystemInformation } from '@switchboard/shared/types';
import {
  DEFAULT_LOG_LEVEL,
  PASSWORD_SETTINGS_DEFAULTS,
  passwordSettingsFormSchema,
  resolvePasswordSettings,
  systemInformationFormSchema,
} from '@switchboard/shared/validation';

export const adminSettingsFormSchema = z.object({
  system: systemInformationFormSchema,
  password: passwordSettingsFormSchema,
});
export type AdminSettingsForm = z.input<typeof adminSettingsFormSchema>;

export function adminSettingsToForm(
  system: SystemInformation | undefined,
  password: PasswordSettings | undefined,
): AdminSettingsForm {
  const policy = password ? resolvePasswordSettings(password) : PASSWORD_SETTINGS_DEFAULTS;
  return {
    system: {
      domain_name: system?.domain_name ?? '',
      sip_domain_name: system?.sip_domain_name ?? '',
      monitoring_domain_name: system?.monitoring_domain_name ?? '',
      private_network_cidr: system?.private_network_cidr ?? '',
      log_level: system?.log_level ?? DEFAULT_LOG_LEVEL,
    },
    password: {
      min_password_length: policy.min_password_length,
      require_digit: Boolean(policy.require_digit),
      require_special_character: Boolean(policy.require_special_character),
    },
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** `POST /SystemInformation`: all five fields, blanks as null; CIDR entries trimmed. */
export function systemInformationPayload(form: AdminSettingsForm['system']): SystemInformation {
  const cidr = form.private_network_cidr
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
  return {
    domain_name: blankToNull(form.domain_name),
    sip_domain_name: blankToNull(form.sip_domain_name),
    monitoring_domain_name: blankToNull(form.monitoring_domain_name),
    private_network_cidr: cidr || null,
    log_level: form.log_level,
  };
}

export function passwordSettingsPayload(form: AdminSettingsForm['password']): PasswordSettings {
  return {
    min_password_length: form.min_password_length,
    require_digit: form.require_digit ? 1 : 0,
    require_special_character: form.require_special_character ? 1 : 0,
  };
}
