// 'Sign out everywhere' on the user's own page (docs/product/identity.md#your-own-user): ends every session of the
// user, this one included. Only where the API announces it (`sign-out-everywhere`): a jambonz API has no such
// request, and there signing out already ends every session.
import { useState } from 'react';
import { toApiError, useApiCapabilities, useLogoutEverywhereMutation } from '@switchboard/shared/api';
import { toast } from '@switchboard/shared/bus';
import { signedOut, useAppDispatch } from '@switchboard/shared/store';
import { useTranslation } from '@switchboard/shared/i18n';
import { Button, Section } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';

export function SignOutEverywhere() {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { has } = useApiCapabilities();
  const dispatch = useAppDispatch();
  const [logoutEverywhere] = useLogoutEverywhereMutation();
  const [busy, setBusy] = useState(false);
  if (!has('sign-out-everywhere')) return null;
  return (
    <Section title={t('signOutEverywhere.title')} description={t('signOutEverywhere.description')}>
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
        {t('signOutEverywhere.button')}
      </Button>
    </Section>
  );
}
