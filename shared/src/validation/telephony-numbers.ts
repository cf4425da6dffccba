// Phone numbers and Microsoft Teams tenants (docs/product/telephony.md#phone-number-form): the add/edit forms, the request bodies, and the
// rules of a phone-number CSV (Switchboard's import: one line per number).
import { z } from 'zod';
import {
  MESSAGES,
  PHONE_NUMBER_CSV_COLUMNS,
  PHONE_NUMBER_DESCRIPTION_MAX,
  PHONE_NUMBER_DIGITS,
  TELEPHONY_MESSAGES as T,
} from '@switchboard/shared/constants';
import { isDomainName } from './network';
import { isTypedText, optionalTypedText, sidSchema, typedTextMessage } from './primitives';

// ---------------------------------------------------------------- phone numbers

/** What people type in a number to read it (spaces, dashes, dots, brackets, slashes): not part of it. */
const READABILITY = /[\s\-.()/]/g;

/**
 * A number as a person typed it, cleaned: what is there for readability goes ('+1 (555) 720-0100' →
 * '+15557200100'); digits and a leading + stay (anything else stays too, for the rules to refuse).
 */
export function cleanPhoneNumber(value: string | null | undefined): string {
  return (value ?? '').replace(READABILITY, '');
}

/**
 * What is wrong with a phone number in a request body, or null: the wire form, as strict as the real server
 * (no whitespace). What a person types goes through `typedPhoneNumberError` instead.
 */
export function phoneNumberError(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return T.numberRequired;
  if (/\s/.test(text)) return T.numberWhitespace;
  const digits = text.replace(/^\+/, '');
  const { min, max } = PHONE_NUMBER_DIGITS;
  if (!new RegExp(`^\\d{${min},${max}}$`).test(digits)) return T.numberInvalid;
  return null;
}

/** What is wrong with a number as a person typed it (a form, a CSV line), once cleaned, or null. */
export function typedPhoneNumberError(value: string | null | undefined): string | null {
  return phoneNumberError(cleanPhoneNumber(value));
}

/** A number as stored: cleaned, without its leading + (like the real server). */
export function normalisePhoneNumber(value: string): string {
  return cleanPhoneNumber(value).replace(/^\+/, '');
}

const descriptionField = z
  .string()
  .max(
    PHONE_NUMBER_DESCRIPTION_MAX,
    `Description must be at most ${PHONE_NUMBER_DESCRIPTION_MAX} characters`,
  );

/** The add/edit phone number form (on edit the number and carrier cannot change). */
export const phoneNumberFormSchema = z
  .object({
    number: z.string(),
    description: descriptionField,
    voip_carrier_sid: z.string(),
    account_sid: z.string(),
    application_sid: z.string(),
  })
  .superRefine((values, ctx) => {
    const error = typedPhoneNumberError(values.number);
    if (error) ctx.addIssue({ code: 'custom', path: ['number'], message: error });
    if (!values.voip_carrier_sid)
      ctx.addIssue({ code: 'custom', path: ['voip_carrier_sid'], message: T.carrierRequired });
    if (!values.account_sid)
      ctx.addIssue({ code: 'custom', path: ['account_sid'], message: T.accountRequired });
  });
export type PhoneNumberForm = z.infer<typeof phoneNumberFormSchema>;

const numberBody = z.string().superRefine((value, ctx) => {
  const error = phoneNumberError(value);
  if (error)
    ctx.addIssue({ code: 'custom', message: error === T.numberRequired ? 'number is required' : error });
});

/** `POST /PhoneNumbers`: number, carrier and account are required (docs/product/telephony.md#phone-number-form). */
export const phoneNumberCreateBodySchema = z.strictObject({
  number: numberBody,
  voip_carrier_sid: sidSchema,
  account_sid: sidSchema.optional(),
  application_sid: sidSchema.nullable().optional(),
  service_provider_sid: sidSchema.nullable().optional(),
  description: optionalTypedText(PHONE_NUMBER_DESCRIPTION_MAX, 'description'),
});

/** `PUT /PhoneNumbers/:sid`: the account, the application and the description change; number and carrier do not. */
export const phoneNumberUpdateBodySchema = z.strictObject({
  account_sid: sidSchema.optional(),
  application_sid: sidSchema.nullable().optional(),
  description: optionalTypedText(PHONE_NUMBER_DESCRIPTION_MAX, 'description'),
  // sent back unchanged by clients that send the whole row; a different value is refused by the API
  number: z.string().nullable().optional(),
  voip_carrier_sid: z.string().nullable().optional(),
  phone_number_sid: z.string().optional(),
  service_provider_sid: z.string().nullable().optional(),
});

// ---------------------------------------------------------------- phone number CSV

export type PhoneNumberCsvColumn = (typeof PHONE_NUMBER_CSV_COLUMNS)[number];
const REQUIRED_CSV_COLUMNS: PhoneNumberCsvColumn[] = ['number', 'carrier', 'account'];

/**
 * Where each known column is in a CSV header (names in any case, in any order), or the message naming the
 * required columns that are missing.
 */
export function phoneNumberCsvColumns(
  header: readonly string[],
): { columns: Partial<Record<PhoneNumberCsvColumn, number>> } | { error: string } {
  const columns: Partial<Record<PhoneNumberCsvColumn, number>> = {};
  header.forEach((name, index) => {
    const key = name.trim().toLowerCase() as PhoneNumberCsvColumn;
    if ((PHONE_NUMBER_CSV_COLUMNS as readonly string[]).includes(key) && columns[key] === undefined)
      columns[key] = index;
  });
  const missing = REQUIRED_CSV_COLUMNS.filter((c) => columns[c] === undefined);
  return missing.length ? { error: T.csvMissingColumns(missing) } : { columns };
}

/** What is wrong with a CSV line's own values (its number and description), before names are looked up. */
export function phoneNumberCsvLineError(line: { number: string; description: string }): string | null {
  const error = typedPhoneNumberError(line.number);
  if (error) return error;
  if (line.description.length > PHONE_NUMBER_DESCRIPTION_MAX)
    return `description must be at most ${PHONE_NUMBER_DESCRIPTION_MAX} characters`;
  if (!isTypedText(line.description)) return typedTextMessage('description');
  return null;
}

// ---------------------------------------------------------------- Microsoft Teams tenants

/** The tenant's domain name as typed: required, a domain name. */
export function tenantDomainError(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return T.tenantDomainRequired;
  if (text.length > 255 || !isDomainName(text, 2)) return MESSAGES.invalidDomainName;
  return null;
}

export const msTeamsTenantFormSchema = z
  .object({
    tenant_fqdn: z.string(),
    account_sid: z.string(),
    application_sid: z.string(),
  })
  .superRefine((values, ctx) => {
    const error = tenantDomainError(values.tenant_fqdn);
    if (error) ctx.addIssue({ code: 'custom', path: ['tenant_fqdn'], message: error });
    if (!values.account_sid)
      ctx.addIssue({ code: 'custom', path: ['account_sid'], message: T.accountRequired });
  });
export type MsTeamsTenantForm = z.infer<typeof msTeamsTenantFormSchema>;

const tenantDomainBody = z
  .string()
  .superRefine((value, ctx) => {
    const error = tenantDomainError(value);
    if (error)
      ctx.addIssue({
        code: 'custom',
        message: error === T.tenantDomainRequired ? 'missing field tenant_fqdn' : `tenant_fqdn: ${error}`,
      });
  })
  .transform((v) => v.trim());

/** `POST /MicrosoftTeamsTenants` (the service provider is the caller's own for service-provider users). */
export const msTeamsTenantCreateBodySchema = z.strictObject({
  tenant_fqdn: tenantDomainBody,
  account_sid: sidSchema,
  service_provider_sid: sidSchema.optional(),
  application_sid: sidSchema.nullable().optional(),
});

export const msTeamsTenantUpdateBodySchema = z.strictObject({
  tenant_fqdn: tenantDomainBody.optional(),
  account_sid: sidSchema.optional(),
  service_provider_sid: sidSchema.optional(),
  application_sid: sidSchema.nullable().optional(),
  ms_teams_tenant_sid: z.string().optional(),
});
