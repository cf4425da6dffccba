// The frame of the public pages (registration, OAuth callback): a centred card like the sign-in page's.
import { useId, type ReactNode } from 'react';
import page from '../../lib/billing.module.css';

export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <main className={page.publicPage}>
      <section className={page.card} aria-labelledby={headingId}>
        <p className={page.brand} aria-hidden="true">
          Switchboard
        </p>
        <h1 id={headingId} className={page.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
