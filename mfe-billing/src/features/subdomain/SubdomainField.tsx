// The sub-domain input with the root domain as its suffix, and under it one status line (docs/product/billing.md#sub-domain-field: a green check
// when the name is available, a red cross when it is not): a name that cannot be a sub-domain says what one may
// contain, a taken one says so, a free one too. The page's submit button is described by that line (`statusId`), so
// a disabled 'Complete Registration' says why.
import { IconCheck, IconClose, TextField } from '@switchboard/shared/ui';
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
function statusOf(availability: Availability): { text: string; mark: 'good' | 'bad' | null } | null {
  switch (availability.status) {
    case 'checking':
      return { text: 'Checking…', mark: null };
    case 'available':
      return { text: `${availability.realm} is available`, mark: 'good' };
    case 'taken':
      return { text: `${availability.realm} is taken`, mark: 'bad' };
    case 'error':
      return { text: availability.message, mark: 'bad' };
    default:
      return availability.message ? { text: availability.message, mark: 'bad' } : null;
  }
}

export function SubdomainField({
  value,
  onChange,
  rootDomain,
  availability,
  statusId,
  label = 'Sub-domain',
  disabled,
}: SubdomainFieldProps) {
  const status = statusOf(availability);
  return (
    <div className={page.stack}>
      <TextField
        label={label}
        required
        value={value}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="your-name"
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
            {status.mark === 'good' ? <IconCheck title="Available" /> : null}
            {status.mark === 'bad' ? <IconClose title="Not available" /> : null}
            {status.text}
          </span>
        ) : null}
      </p>
    </div>
  );
}
