// The list's loader: it asks for the credentials and their summary as the navigation begins (never awaited).
import type { LoaderFunctionArgs } from 'react-router';
import { resolveServiceProviderSid } from '@switchboard/shared/api';
import { storeOfLoader } from '@switchboard/shared/store';
import { speechApi, type SpeechScope } from './api';

export function speechListLoader({ context, request }: LoaderFunctionArgs) {
  const store = storeOfLoader(context);
  if (!store) return null;
  void (async () => {
    const { session } = store.getState();
    const selected = new URL(request.url).searchParams.get('account_sid');
    let scope: SpeechScope | null = null;
    if (session.user?.scope === 'account' && session.user.account_sid)
      scope = { account: session.user.account_sid };
    else if (selected) scope = { account: selected };
    else {
      const sp = await resolveServiceProviderSid(store);
      if (sp) scope = { sp };
    }
    if (!scope) return;
    store.dispatch(speechApi.util.prefetch('getSpeechCredentials', scope, {}));
    store.dispatch(speechApi.util.prefetch('getSpeechSummary', scope, {}));
  })();
  return null;
}
