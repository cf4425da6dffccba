// The phone-number form between the wire and the form (its rules are the shared `phoneNumberFormSchema`: number,
// carrier and account required), the payloads, and the duplicate check against what the server found.
import type { PhoneNumber, PhoneNumberPayload } from '@switchboard/shared/types';
import { cleanPhoneNumber, normalisePhoneNumber, type PhoneNumberForm } from '@switchboard/shared/validation';

export function phoneNumberToForm(
  saved: PhoneNumber | undefined,
  defaults: { accountSid: string; carrierSid: string },
): PhoneNumberForm {
  return {
    number: saved?.number ?? '',
    description: saved?.description ?? '',
    voip_carrier_sid: saved?.voip_carrier_sid ?? defaults.carrierSid,
    account_sid: saved?.account_sid ?? defaults.accountSid,
    application_sid: saved?.application_sid ?? '',
  };
}

/** What the API stores beyond jambonz: a description only where it has them (a jambonz API refuses the column). */
export interface NumberPayloadOptions {
  descriptions: boolean;
}

const descriptionOf = (
  values: Pick<PhoneNumberForm, 'description'>,
  { descriptions }: NumberPayloadOptions,
) => (descriptions ? { description: values.description.trim() || null } : {});

/**
 * `POST /PhoneNumbers`: the number without what was typed for readability — spaces, dashes, brackets (the server
 * refuses whitespace and drops a leading +) —, values trimmed.
 */
export function phoneNumberCreatePayload(
  values: PhoneNumberForm,
  options: NumberPayloadOptions,
): PhoneNumberPayload {
  return {
    number: cleanPhoneNumber(values.number),
    voip_carrier_sid: values.voip_carrier_sid,
    account_sid: values.account_sid,
    application_sid: values.application_sid || null,
    ...descriptionOf(values, options),
  };
}

/** `PUT /PhoneNumbers/:sid`: what may change (the number and carrier may not). */
export function phoneNumberUpdatePayload(
  values: PhoneNumberForm,
  options: NumberPayloadOptions,
): PhoneNumberPayload {
  return {
    account_sid: values.account_sid,
    application_sid: values.application_sid || null,
    ...descriptionOf(values, options),
  };
}

/** Whether one of `found` is the same number (with or without +) as `number`, other than `selfSid`. */
export function isNumberTaken(
  number: string,
  found: ReadonlyArray<Pick<PhoneNumber, 'number' | 'phone_number_sid'>>,
  selfSid?: string,
): boolean {
  const wanted = normalisePhoneNumber(number);
  return found.some((n) => n.phone_number_sid !== selfSid && normalisePhoneNumber(n.number) === wanted);
}
