// The banner of a per-browser override: which area is loaded from what, and one click to put it back (the page
// reloads with the area as the portal serves it). Only this browser ever sees it: the override is its cookie.
import { useState } from 'react';
import { useRuntimeConfig } from '@switchboard/shared/config';
import { useTranslation } from '@switchboard/shared/i18n';
import { Alert, Button } from '@switchboard/shared/ui';
import { clearOverride, reloadPage } from './overrides-api';
import { PORTAL_NAMESPACE, areaTitle } from '../i18n/resources';
import styles from './about.module.css';

export function OverrideBanner() {
  const { areas } = useRuntimeConfig();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation(PORTAL_NAMESPACE);
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
        const title =
          'release' in override
            ? t('override.bannerRelease', { area: areaTitle(id), release: override.release })
            : t('override.bannerUrl', { area: areaTitle(id), url: override.url });
        return (
          <Alert
            key={id}
            kind="info"
            title={title}
            action={
              <Button variant="secondary" size="sm" busy={busy === id} onClick={() => void putBack(id)}>
                {t('override.putBack')}
              </Button>
            }
          >
            {failed ? <p>{t('override.putBackFailed')}</p> : null}
          </Alert>
        );
      })}
    </div>
  );
}
