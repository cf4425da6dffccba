// The forced password change needs the password just typed at sign-in (`old_password`). docs/product/shell.md#forced-password-change keeps it in
// session storage; here it stays in memory only, so a plain-text password never touches browser storage. After a
// reload the user signs in again.
export interface PendingPasswordChange {
  userSid: string;
  oldPassword: string;
}

let pending: PendingPasswordChange | null = null;

export function setPendingPasswordChange(value: PendingPasswordChange | null): void {
  pending = value;
}

export function getPendingPasswordChange(): PendingPasswordChange | null {
  return pending;
}
