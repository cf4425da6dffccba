// 'Sign out everywhere' on the user's own page (docs/product/identity.md#your-own-user): ends every session of the
// user, this one included. Only where the API announces it (`sign-out-everywhere`): a jambonz API has no such
// request, and there signing out already ends every session.
import { useState } from 'react';
import { toApiError, useApiCapabilities, useLogoutEverywhereMutation } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { signedOut, useAppDispatch } from '@switchboard/shared/store';
import { Button, Section } from '@switchboard/shared/ui';

export const SIGN_OUT_EVERYWHERE = {
  title: 'Sessions',
  description:
    'Signing out ends this session only. Sign out everywhere to end every session of yours, in every browser and device, this one included.',
  button: 'Sign out everywhere',
} as const;

export function SignOutEverywhere() {
  const { has } = useApiCapabilities();
  const dispatch = useAppDispatch();
  const [logoutEverywhere] = useLogoutEverywhereMutation();
  const [busy, setBusy] = useState(false);
  if (!has('sign-out-everywhere')) return null;
  return (
    <Section title={SIGN_OUT_EVERYWHERE.title} description={SIGN_OUT_EVERYWHERE.description}>
      <Button
        variant="secondary"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await logoutEverywhere().unwrap();
            dispatch(signedOut('signed-out'));
          } catch (reason) {
            toast('error', toApiError(reason).msg);
            setBusy(false);
          }
        }}
      >
        {SIGN_OUT_EVERYWHERE.button}
      </Button>
    </Section>
  );
}
