// The banner of a per-browser override: which area is loaded from what, and one click to put it back (the page
// reloads with the area as the portal serves it). Only this browser ever sees it: the override is its cookie.
import { useState } from 'react';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { Alert, Button } from '@switchboard/shared/ui';
import { clearOverride, reloadPage } from './overrides-api';
import { OVERRIDE_TEXTS, areaName } from './texts';
import styles from './about.module.css';

export function OverrideBanner() {
  const { areas } = useRuntimeConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const overridden = Object.entries(areas).filter(([, area]) => area.override);
  if (overridden.length === 0) return null;

  const putBack = async (id: string) => {
    setBusy(id);
    setFailed(false);
    try {
      await clearOverride(id);
      reloadPage();
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <div className={styles.banner}>
      {overridden.map(([id, area]) => {
        const override = area.override!;
        const from = 'release' in override ? `release ${override.release}` : override.url;
        return (
          <Alert
            key={id}
            kind="info"
            title={OVERRIDE_TEXTS.banner(areaName(id), from)}
            action={
              <Button variant="secondary" size="sm" busy={busy === id} onClick={() => void putBack(id)}>
                {OVERRIDE_TEXTS.putBack}
              </Button>
            }
          >
            {failed ? <p>{OVERRIDE_TEXTS.putBackFailed}</p> : null}
          </Alert>
        );
      })}
    </div>
  );
}
