// Service providers: the settings form and the `POST|PUT /ServiceProviders` bodies.
import { z } from 'zod';
import type { ServiceProvider } from '@switchboard/shared/types';
import { MESSAGES } from '@switchboard/shared/constants';
import { isDomainName } from './network';
import { isNameInUse, optionalTypedText, typedText } from './primitives';
import { webhookBodySchema } from './webhook';
import { limitsFormSchema, type LimitsForm } from './limits';

export const serviceProviderNameField = z
  .string()
  .trim()
  .min(1, MESSAGES.serviceProviderNameRequired)
  .max(64, 'Service provider name must be at most 64 characters')
  .refine(...typedText('Service provider name'));

const teamsFqdnField = z
  .string()
  .trim()
  .max(255)
  .refine((v) => v === '' || isDomainName(v, 2), MESSAGES.invalidDomainName);

/** Settings → service provider form (name, MS Teams FQDN). */
export const serviceProviderFormSchema = z.object({
  name: serviceProviderNameField,
  ms_teams_fqdn: teamsFqdnField.optional(),
});
export type ServiceProviderForm = z.input<typeof serviceProviderFormSchema>;

/** Settings → Service provider: name and MS Teams FQDN plus the four limits. */
export interface ServiceProviderSettingsForm {
  name: string;
  ms_teams_fqdn: string;
  limits: LimitsForm;
}

/** The service-provider settings form; the name must not be used by another of `otherProviders`. */
export function serviceProviderSettingsFormSchema(
  otherProviders: ReadonlyArray<Pick<ServiceProvider, 'name'>>,
) {
  return serviceProviderFormSchema.extend({ limits: limitsFormSchema }).superRefine((values, ctx) => {
    if (
      isNameInUse(
        values.name,
        otherProviders.map((sp) => sp.name),
      )
    )
      ctx.addIssue({ code: 'custom', path: ['name'], message: MESSAGES.serviceProviderNameInUse });
  });
}

const domainOrNull = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((v) => v === '' || isDomainName(v, 2), `${field} must be a valid domain name`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const serviceProviderFields = {
  description: optionalTypedText(255, 'description'),
  root_domain: domainOrNull('root_domain', 128),
  ms_teams_fqdn: domainOrNull('ms_teams_fqdn', 255),
  registration_hook: webhookBodySchema('registration_hook', { allowEmptyUrl: true }).nullable().optional(),
};

/** `POST /ServiceProviders` body. */
export const serviceProviderCreateBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'missing field name')
    .max(64, 'name must be at most 64 characters')
    .refine(...typedText('name')),
  ...serviceProviderFields,
});
export type ServiceProviderCreateBody = z.output<typeof serviceProviderCreateBodySchema>;

/** `PUT /ServiceProviders/:sid` body. */
export const serviceProviderUpdateBodySchema = z.strictObject({
  service_provider_sid: z.string().optional(),
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(64, 'name must be at most 64 characters')
    .refine(...typedText('name'))
    .optional(),
  ...serviceProviderFields,
});
export type ServiceProviderUpdateBody = z.output<typeof serviceProviderUpdateBodySchema>;
