// Admin settings: system information.
import { z } from 'zod';
import { privateNetworkCidrError } from './network';
import { isDomainName } from './network';

const domainField = (field: string) =>
  z
    .string()
    .trim()
    .max(255, `${field} must be at most 255 characters`)
    .refine((v) => v === '' || isDomainName(v, 1), `${field} must be a valid domain name`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** `POST /SystemInformation` body (blank values stored as null). */
export const systemInformationBodySchema = z.strictObject({
  domain_name: domainField('domain_name'),
  sip_domain_name: domainField('sip_domain_name'),
  monitoring_domain_name: domainField('monitoring_domain_name'),
  private_network_cidr: z
    .string()
    .max(8192)
    .superRefine((v, ctx) => {
      const error = privateNetworkCidrError(v);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    })
    .transform((v) =>
      v.trim() === ''
        ? null
        : v
            .split(',')
            .map((e) => e.trim())
            .join(','),
    )
    .nullable()
    .optional(),
  log_level: z.enum(['info', 'debug'], { error: 'log_level must be info or debug' }).optional(),
});
export type SystemInformationBody = z.output<typeof systemInformationBodySchema>;

/** The admin settings form's system-information part. */
export const systemInformationFormSchema = z.object({
  domain_name: z
    .string()
    .trim()
    .max(255)
    .refine((v) => v === '' || isDomainName(v, 1), 'Invalid domain name'),
  sip_domain_name: z
    .string()
    .trim()
    .max(255)
    .refine((v) => v === '' || isDomainName(v, 1), 'Invalid domain name'),
  monitoring_domain_name: z
    .string()
    .trim()
    .max(255)
    .refine((v) => v === '' || isDomainName(v, 1), 'Invalid domain name'),
  private_network_cidr: z
    .string()
    .max(8192)
    .superRefine((v, ctx) => {
      const error = privateNetworkCidrError(v);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  log_level: z.enum(['info', 'debug']),
});
export type SystemInformationForm = z.input<typeof systemInformationFormSchema>;
