// The sub-domain input with the root domain as its suffix, and under it one status line (docs/product/billing.md#sub-domain-field: a green check
// when the name is available, a red cross when it is not): a name that cannot be a sub-domain says what one may
// contain, a taken one says so, a free one too. The page's submit button is described by that line (`statusId`), so
// a disabled 'Complete Registration' says why.
import { IconCheck, IconClose, TextField } from '@switchboard/shared/ui';
import { translateKnown, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import page from '../../lib/billing.module.css';
import type { Availability } from './use-subdomain-availability';

export interface SubdomainFieldProps {
  value: string;
  onChange: (value: string) => void;
  rootDomain: string;
  availability: Availability;
  /** The status line's id, for the submit button's aria-describedby. */
  statusId: string;
  label?: string;
  disabled?: boolean;
}

/** The status line's text and mark, or null when there is nothing to say (an empty field). */
function statusOf(
  availability: Availability,
  t: Translate,
): { text: string; mark: 'good' | 'bad' | null } | null {
  switch (availability.status) {
    case 'checking':
      return { text: t('registration.checking'), mark: null };
    case 'available':
      return { text: t('registration.available', { realm: availability.realm }), mark: 'good' };
    case 'taken':
      return { text: t('registration.taken', { realm: availability.realm }), mark: 'bad' };
    // a rule's message or the API's, in English: shown in the user's language when it is a known text
    case 'error':
      return { text: translateKnown(availability.message), mark: 'bad' };
    default:
      return availability.message ? { text: translateKnown(availability.message), mark: 'bad' } : null;
  }
}

export function SubdomainField({
  value,
  onChange,
  rootDomain,
  availability,
  statusId,
  label,
  disabled,
}: SubdomainFieldProps) {
  const { t } = useTranslation(BILLING_NAMESPACE);
  const status = statusOf(availability, t);
  return (
    <div className={page.stack}>
      <TextField
        label={label ?? t('registration.subdomain')}
        required
        value={value}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('registration.subdomainPlaceholder')}
        suffix={`.${rootDomain}`}
        disabled={disabled}
        aria-describedby={statusId}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
      <p id={statusId} aria-live="polite" className={page.subdomainStatus}>
        {status ? (
          <span
            className={
              status.mark === 'good' ? page.available : status.mark === 'bad' ? page.unavailable : ''
            }
          >
            {status.mark === 'good' ? <IconCheck title={t('registration.availableMark')} /> : null}
            {status.mark === 'bad' ? <IconClose title={t('registration.notAvailableMark')} /> : null}
            {status.text}
          </span>
        ) : null}
      </p>
    </div>
  );
}
