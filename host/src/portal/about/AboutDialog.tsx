// 'About this portal' (from the user menu): each area with its version, release, build time and whether it loaded
// on this page, and the host's own (docs/product/shell.md#about-this-portal). An admin can try another release of
// an area in this browser from here (OverrideForm).
import { useRuntimeConfig, type AreaRelease, type RuntimeConfig } from '@switchboard/shared/config';
import { selectScope, useAppSelector } from '@switchboard/shared/store';
import { Button, Modal } from '@switchboard/shared/ui';
import { useRegistrySnapshot } from '../remotes/context';
import type { RemoteRegistry } from '../remotes/types';
import { OverrideForm } from './OverrideForm';
import { ABOUT_TEXTS, areaName } from './texts';
import styles from './about.module.css';

const builtAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function BuiltAt({ at }: { at?: string }) {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) return <>{ABOUT_TEXTS.unknown}</>;
  return <time dateTime={date.toISOString()}>{builtAtFormat.format(date)}</time>;
}

/** Whether an area's code loaded on this page, in words. */
export function areaStatus(registry: RemoteRegistry, remote: string): string {
  if (!registry.isConfigured(remote)) return ABOUT_TEXTS.status.notConfigured;
  if (registry.unavailable(remote) || registry.declaration(remote).status === 'failed')
    return ABOUT_TEXTS.status.unavailable;
  if (registry.hasLoaded(remote)) return ABOUT_TEXTS.status.loaded;
  if (registry.get(remote).status === 'loading') return ABOUT_TEXTS.status.loading;
  return ABOUT_TEXTS.status.notLoaded;
}

/** What the release of an area is in this browser: the canary, the release in use beside one, an override. */
function releaseNote(area: AreaRelease | undefined): string | null {
  if (area?.override) return ABOUT_TEXTS.overridden;
  if (area?.canary?.serving) return ABOUT_TEXTS.canaryServing(area.canary.percent);
  if (area?.canary) return ABOUT_TEXTS.canaryElsewhere(area.canary.release, area.canary.percent);
  return null;
}

/** The version of an area: its release's record, else what its manifest says once read. */
function versionOf(config: RuntimeConfig, registry: RemoteRegistry, remote: string): string {
  const recorded = config.areas[remote]?.version;
  if (recorded) return recorded;
  const manifest = registry.manifest(remote) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' ? version : ABOUT_TEXTS.unknown;
}

function releaseOf(area: AreaRelease | undefined): string {
  if (!area) return ABOUT_TEXTS.unknown;
  if (area.override && 'url' in area.override) return area.override.url;
  return area.release ?? ABOUT_TEXTS.notReleased;
}

export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useRuntimeConfig();
  const registry = useRegistrySnapshot();
  const isAdmin = useAppSelector(selectScope) === 'admin';
  const remotes = registry.remotes();
  return (
    <Modal
      open={open}
      title={ABOUT_TEXTS.title}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {ABOUT_TEXTS.close}
        </Button>
      }
    >
      <p>{ABOUT_TEXTS.intro}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{ABOUT_TEXTS.columns.area}</th>
              <th scope="col">{ABOUT_TEXTS.columns.version}</th>
              <th scope="col">{ABOUT_TEXTS.columns.release}</th>
              <th scope="col">{ABOUT_TEXTS.columns.built}</th>
              <th scope="col">{ABOUT_TEXTS.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{ABOUT_TEXTS.host}</th>
              <td>{config.host?.version ?? ABOUT_TEXTS.unknown}</td>
              <td className={styles.release}>
                {config.host ? (config.host.release ?? ABOUT_TEXTS.notReleased) : ABOUT_TEXTS.unknown}
              </td>
              <td>
                <BuiltAt at={config.host?.builtAt} />
              </td>
              <td>{ABOUT_TEXTS.status.loaded}</td>
            </tr>
            {remotes.map((remote) => {
              const area = config.areas[remote];
              const note = releaseNote(area);
              return (
                <tr key={remote}>
                  <th scope="row">{areaName(remote)}</th>
                  <td>{versionOf(config, registry, remote)}</td>
                  <td className={styles.release}>
                    {releaseOf(area)}
                    {note ? <span className={styles.note}>{note}</span> : null}
                  </td>
                  <td>
                    <BuiltAt at={area?.builtAt} />
                  </td>
                  <td>{areaStatus(registry, remote)}</td>
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
