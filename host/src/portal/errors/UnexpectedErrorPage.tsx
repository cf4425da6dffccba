// The root error boundary (docs/product/shell.md#unexpected-error): an unhandled error shows a page titled 'Unexpected Application Error!'.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@switchboard/shared/ui';
import { HOST_MESSAGES } from '../../messages';
import styles from '../../sign-in/SignInPage.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function UnexpectedErrorPage() {
  const error = useRouteError();
  console.error('unhandled error', error);
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="unexpected-error-title">
        <h1 id="unexpected-error-title" className={styles.title}>
          {HOST_MESSAGES.unexpectedError}
        </h1>
        <p className={styles.text}>{describe(error)}</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </section>
    </main>
  );
}
