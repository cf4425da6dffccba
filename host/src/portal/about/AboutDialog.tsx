// 'About this portal' (from the user menu): each area with its version, release, build time and whether it loaded
// on this page, and the host's own (docs/product/shell.md#about-this-portal). An admin can try another release of
// an area in this browser from here (OverrideForm).
import { useRuntimeConfig, type AreaRelease, type RuntimeConfig } from '@switchboard/shared/config';
import { selectScope, useAppSelector } from '@switchboard/shared/store';
import { formatDateTime, useTranslation, type Translate } from '@switchboard/shared/i18n';
import { Button, Modal } from '@switchboard/shared/ui';
import { useRegistrySnapshot } from '../remotes/context';
import type { RemoteRegistry } from '../remotes/types';
import { OverrideForm } from './OverrideForm';
import { PORTAL_NAMESPACE, areaTitle } from '../i18n/resources';
import styles from './about.module.css';

const UNKNOWN = '—';

function BuiltAt({ at }: { at?: string }) {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) return <>{UNKNOWN}</>;
  return (
    <time dateTime={date.toISOString()}>
      {formatDateTime(date, { dateStyle: 'medium', timeStyle: 'short' })}
    </time>
  );
}

/** Whether an area's code loaded on this page: the key of its words under about.status. */
export function areaStatus(registry: RemoteRegistry, remote: string): string {
  if (!registry.isConfigured(remote)) return 'notConfigured';
  if (registry.unavailable(remote) || registry.declaration(remote).status === 'failed') return 'unavailable';
  if (registry.hasLoaded(remote)) return 'loaded';
  if (registry.get(remote).status === 'loading') return 'loading';
  return 'notLoaded';
}

/** What the release of an area is in this browser: the canary, the release in use beside one, an override. */
function releaseNote(t: Translate, area: AreaRelease | undefined): string | null {
  if (area?.override) return t('about.overridden');
  if (area?.canary?.serving) return t('about.canaryServing', { percent: area.canary.percent });
  if (area?.canary)
    return t('about.canaryElsewhere', { release: area.canary.release, percent: area.canary.percent });
  return null;
}

/** The version of an area: its release's record, else what its manifest says once read. */
function versionOf(config: RuntimeConfig, registry: RemoteRegistry, remote: string): string {
  const recorded = config.areas[remote]?.version;
  if (recorded) return recorded;
  const manifest = registry.manifest(remote) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : UNKNOWN;
}

function releaseOf(t: Translate, area: AreaRelease | undefined): string {
  if (!area) return UNKNOWN;
  if (area.override && 'url' in area.override) return area.override.url;
  return area.release ?? t('about.notReleased');
}

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useRuntimeConfig();
  const registry = useRegistrySnapshot();
  const isAdmin = useAppSelector(selectScope) === 'admin';
  const remotes = registry.remotes();
  const { t } = useTranslation(PORTAL_NAMESPACE);
  return (
    <Modal
      open={open}
      title={t('about.title')}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('about.close')}
        </Button>
      }
    >
      <p>{t('about.intro')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('about.columns.area')}</th>
              <th scope="col">{t('about.columns.version')}</th>
              <th scope="col">{t('about.columns.release')}</th>
              <th scope="col">{t('about.columns.built')}</th>
              <th scope="col">{t('about.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('about.host')}</th>
              <td>{config.host?.version ?? UNKNOWN}</td>
              <td className={styles.release}>
                {config.host ? (config.host.release ?? t('about.notReleased')) : UNKNOWN}
              </td>
              <td>
                <BuiltAt at={config.host?.builtAt} />
              </td>
              <td>{t('about.status.loaded')}</td>
            </tr>
            {remotes.map((remote) => {
              const area = config.areas[remote];
              const note = releaseNote(t, area);
              return (
                <tr key={remote}>
                  <th scope="row">{areaTitle(remote)}</th>
                  <td>{versionOf(config, registry, remote)}</td>
                  <td className={styles.release}>
                    {releaseOf(t, area)}
                    {note ? <span className={styles.note}>{note}</span> : null}
                  </td>
                  <td>
                    <BuiltAt at={area?.builtAt} />
                  </td>
                  <td>{t(`about.status.${areaStatus(registry, remote)}`)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {isAdmin ? <OverrideForm remotes={remotes} /> : null}
    </Modal>
  );
}
