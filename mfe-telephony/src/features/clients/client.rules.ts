// The SIP client form between the wire and the form (rules: the shared `clientFormSchema`: username, a password
// on create, an account with a SIP realm), and the payloads (a password only when one was typed).
import type { Client, ClientPayload } from '@switchboard/shared/types';
import type { ClientForm } from '@switchboard/shared/validation';

/** New clients are active with the three allow_direct_* flags on (docs/product/telephony.md#sip-client-form). */
export function clientToForm(saved: Client | undefined, accountSid: string): ClientForm {
  return {
    account_sid: saved?.account_sid ?? accountSid,
    username: saved?.username ?? '',
    // the server sends the password masked: the field starts empty and a blank one keeps the stored password
    password: '',
    is_active: saved ? Boolean(saved.is_active) : true,
    allow_direct_app_calling: saved ? Boolean(saved.allow_direct_app_calling ?? 1) : true,
    allow_direct_queue_calling: saved ? Boolean(saved.allow_direct_queue_calling ?? 1) : true,
    allow_direct_user_calling: saved ? Boolean(saved.allow_direct_user_calling ?? 1) : true,
  };
}

export function clientCreatePayload(values: ClientForm): ClientPayload {
  return {
    account_sid: values.account_sid,
    username: values.username.trim(),
    password: values.password,
    is_active: values.is_active,
    allow_direct_app_calling: values.allow_direct_app_calling,
    allow_direct_queue_calling: values.allow_direct_queue_calling,
    allow_direct_user_calling: values.allow_direct_user_calling,
  };
}

/** `PUT /Clients/:sid`: the flags, the username, and the password only when a new one was typed. */
export function clientUpdatePayload(values: ClientForm): ClientPayload {
  return {
    username: values.username.trim(),
    is_active: values.is_active,
    allow_direct_app_calling: values.allow_direct_app_calling,
    allow_direct_queue_calling: values.allow_direct_queue_calling,
    allow_direct_user_calling: values.allow_direct_user_calling,
    ...(values.password ? { password: values.password } : {}),
  };
}
