// A sub-domain's availability (docs/product/billing.md#sub-domain-field): unknown until the name has at least 3 characters and passes the
// validity check; then asked of the server after a 500 ms pause in typing. Only the answer to the latest name counts.
import { useEffect, useState } from 'react';
import { toApiError } from '@switchboard/shared/api';
import { SUBDOMAIN_CHECK_DELAY_MS, realmOf, subdomainError } from '@switchboard/shared/validation';
import { useLazyCheckAvailabilityQuery } from './api';

export type Availability =
  | { status: 'idle'; message: string | null }
  | { status: 'checking' }
  | { status: 'available'; realm: string }
  | { status: 'taken'; realm: string }
  | { status: 'error'; message: string };

export function useSubdomainAvailability(name: string, rootDomain: string | null | undefined): Availability {
  const [check] = useLazyCheckAvailabilityQuery();
  const [result, setResult] = useState<Availability>({ status: 'idle', message: null });
  const problem = name.trim() ? subdomainError(name) : null;
  const realm = rootDomain ? realmOf(name, rootDomain) : null;

  useEffect(() => {
    if (!name.trim() || problem || !realm) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setResult({ status: 'checking' });
      check({ type: 'subdomain', value: realm })
        .unwrap()
        .then((answer) => {
          if (current)
            setResult(answer.available ? { status: 'available', realm } : { status: 'taken', realm });
        })
        .catch((error: unknown) => {
          if (current) setResult({ status: 'error', message: toApiError(error).msg });
        });
    }, SUBDOMAIN_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [check, name, problem, realm]);

  if (!name.trim()) return { status: 'idle', message: null };
  if (problem) return { status: 'idle', message: problem };
  // Between a keystroke and the answer for the new name, nothing is known.
  if ((result.status === 'available' || result.status === 'taken') && result.realm !== realm)
    return { status: 'checking' };
  return result;
}
