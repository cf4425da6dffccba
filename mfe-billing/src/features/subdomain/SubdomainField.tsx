// The sub-domain input with the root domain as its suffix and the availability mark: a green check when free, a red
// cross when taken (part 2 §2).
import { IconCheck, IconClose, TextField } from '@switchboard/shared/ui';
import { REGISTRATION_MESSAGES } from '@switchboard/shared/validation';
import page from '../../lib/billing.module.css';
import type { Availability } from './use-subdomain-availability';

export interface SubdomainFieldProps {
  value: string;
  onChange: (value: string) => void;
  rootDomain: string;
  availability: Availability;
  label?: string;
  disabled?: boolean;
}

export function SubdomainField({
  value,
  onChange,
  rootDomain,
  availability,
  label = 'Sub-domain',
  disabled,
}: SubdomainFieldProps) {
  const error =
    availability.status === 'taken'
      ? REGISTRATION_MESSAGES.subdomainTaken
      : availability.status === 'error' || (availability.status === 'idle' && availability.message)
        ? (availability as { message: string }).message
        : undefined;
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
        error={error}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
      />
      <p aria-live="polite" className={page.muted}>
        {availability.status === 'checking' ? 'Checking…' : null}
        {availability.status === 'available' ? (
          <span className={page.available}>
            <IconCheck aria-hidden="true" /> {availability.realm} is available
          </span>
        ) : null}
        {availability.status === 'taken' ? (
          <span className={page.unavailable}>
            <IconClose aria-hidden="true" /> {availability.realm} is taken
          </span>
        ) : null}
      </p>
    </div>
  );
}
