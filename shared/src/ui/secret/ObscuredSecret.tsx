import { useState } from 'react';
import { KIT_NAMESPACE, useTranslation } from '@switchboard/shared/i18n';
import styles from './secret.module.css';
import { cx } from '../root';
import { Button, IconButton, type ButtonSize, type ButtonVariant } from '../buttons';
import { IconCopy, IconEye, IconEyeOff } from '../icons';
import { VisuallyHidden } from '../feedback';
import { copyToClipboard } from './clipboard';

const MASK = '•';
/** Masks are at most this long, whatever the secret's length (layout; it hides the length too). */
const MAX_MASK = 12;

/** Secrets show their last 4 characters (spec); a secret of 4 characters or fewer is fully masked. */
export function maskSecret(secret: string, visibleEnd = 4): string {
  if (!secret) return '';
  if (secret.length <= visibleEnd) return MASK.repeat(secret.length);
  return MASK.repeat(Math.min(MAX_MASK, secret.length - visibleEnd)) + secret.slice(-visibleEnd);
}

/** Shows the first characters only (spec: a private key is masked after 6 characters). */
export function maskSecretAfter(secret: string, visibleStart = 6): string {
  if (!secret) return '';
  if (secret.length <= visibleStart) return MASK.repeat(secret.length);
  return secret.slice(0, visibleStart) + MASK.repeat(Math.min(MAX_MASK, secret.length - visibleStart));
}

export interface CopyButtonProps {
  text: string;
  /** What is copied (e.g. 'API key'): names the button 'Copy API key' and the failure toast. */
  what: string;
  /** A success toast (e.g. 'Copied'); none when omitted. */
  successMessage?: string;
  /** Show the word 'Copy' next to the icon. Default: icon only. */
  withText?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Copies `text`; on failure the spec's 'Unable to copy …' error toast appears. */
export function CopyButton({
  text,
  what,
  successMessage,
  withText = false,
  variant = 'link',
  size,
  className,
}: CopyButtonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const onClick = () => void copyToClipboard(text, { what, successMessage });
  if (withText) {
    return (
      <Button
        variant={variant}
        size={size}
        icon={<IconCopy />}
        onClick={onClick}
        className={className}
        aria-label={t('copyWhat', { what })}
      >
        {t('copy')}
      </Button>
    );
  }
  return (
    <IconButton
      label={t('copyWhat', { what })}
      icon={<IconCopy />}
      variant={variant}
      size={size}
      onClick={onClick}
      className={className}
    />
  );
}

export interface ObscuredSecretProps {
  /** The secret. */
  value: string;
  /** What it is (e.g. 'API key', 'Webhook secret'): names the buttons and the copy failure text. */
  label: string;
  /** Offer Reveal/Hide (default true). */
  revealable?: boolean;
  /** Offer Copy (default true). */
  copyable?: boolean;
  /** Mask keeping the start instead of the end (private keys: first 6). */
  mask?: 'end' | 'start';
  successMessage?: string;
  className?: string;
}

/** A secret masked to its last 4 characters, with Reveal/Hide and Copy. */
export function ObscuredSecret({
  value,
  label,
  revealable = true,
  copyable = true,
  mask = 'end',
  successMessage,
  className,
}: ObscuredSecretProps) {
  const [revealed, setRevealed] = useState(false);
  const masked = mask === 'end' ? maskSecret(value) : maskSecretAfter(value);
  const known = mask === 'end' ? value.slice(-4) : value.slice(0, 6);
  return (
    <span className={cx(styles.secret, className)}>
      {revealed ? (
        <code className={styles.value}>{value}</code>
      ) : (
        <>
          <code className={styles.value} aria-hidden="true">
            {masked}
          </code>
          <VisuallyHidden>
            {value.length > known.length
              ? `${label} (hidden), ${mask === 'end' ? 'ending' : 'starting'} with ${known}`
              : `${label} (hidden)`}
          </VisuallyHidden>
        </>
      )}
      {revealable ? (
        <IconButton
          size="sm"
          label={revealed ? `Hide ${label}` : `Reveal ${label}`}
          icon={revealed ? <IconEyeOff /> : <IconEye />}
          onClick={() => setRevealed((v) => !v)}
        />
      ) : null}
      {copyable ? <CopyButton text={value} what={label} successMessage={successMessage} size="sm" /> : null}
    </span>
  );
}
