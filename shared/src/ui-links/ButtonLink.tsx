import { Link, type LinkProps } from 'react-router';
import { buttonClassName, buttonIconClassName, type ButtonLook } from '@switchboard/shared/ui';

export interface ButtonLinkProps extends LinkProps, ButtonLook {}

/** A react-router `<Link>` that looks like a button (navigation is a link, not a button). */
export function ButtonLink({
  variant = 'secondary',
  size,
  icon,
  fullWidth,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClassName({ variant, size, fullWidth }, className)} {...rest}>
      {icon ? <span className={buttonIconClassName}>{icon}</span> : null}
      {children}
    </Link>
  );
}
