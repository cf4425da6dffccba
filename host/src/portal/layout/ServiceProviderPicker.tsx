import { lazy, memo, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { hasScope } from '@switchboard/shared/access';
import {
  ACCOUNT_PARAM,
  selectUser,
  serviceProviderSelected,
  useAppDispatch,
  useAppSelector,
} from '@switchboard/shared/store';
import { useTranslation } from '@switchboard/shared/i18n';
import { IconButton, IconPlus, SelectField } from '@switchboard/shared/ui';
import { PORTAL_NAMESPACE } from '../i18n/resources';
import { useServiceProviders } from './service-provider';
import styles from './layout.module.css';

// The dialog (and its form libraries) loads when an admin first opens it.
const AddServiceProviderDialog = lazy(async () => ({
  default: (await import('./AddServiceProviderDialog')).AddServiceProviderDialog,
}));

/** docs/product/shell.md#service-provider-context: the service-provider selector (only admin can change it) and, for admins, the add button. */
export const ServiceProviderPicker = memo(function ServiceProviderPicker() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [, setParams] = useSearchParams();
  const { list, current, isLoading } = useServiceProviders();
  const [adding, setAdding] = useState(false);
  const isAdmin = hasScope(user, 'admin');
  const { t } = useTranslation(PORTAL_NAMESPACE);

  const select = (sid: string) => {
    dispatch(serviceProviderSelected(sid));
    // Accounts belong to a service provider: the selected account does not carry over.
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(ACCOUNT_PARAM);
        return next;
      },
      { replace: true },
    );
  };

  if (!isAdmin) {
    return (
      <div className={styles.spStatic}>
        <span className={styles.spLabel}>{t('serviceProvider.label')}</span>
        <span className={styles.spName}>{current?.name ?? user?.service_provider_name ?? '…'}</span>
      </div>
    );
  }

  return (
    <div className={styles.spPicker}>
      <SelectField
        label={t('serviceProvider.label')}
        className={styles.spSelect}
        selectClassName={styles.spSelectControl}
        value={current?.service_provider_sid ?? ''}
        // A name wider than the sidebar is cut in the closed select: the full name shows on hover.
        title={current?.name}
        onChange={(event) => select(event.target.value)}
        disabled={isLoading}
        options={list.map((sp) => ({ value: sp.service_provider_sid, label: sp.name }))}
        placeholder={isLoading ? t('serviceProvider.loading') : undefined}
      />
      <IconButton
        label={t('serviceProvider.add')}
        icon={<IconPlus />}
        variant="secondary"
        size="sm"
        className={styles.spAdd}
        onClick={() => setAdding(true)}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddServiceProviderDialog open onClose={() => setAdding(false)} onAdded={select} />
        </Suspense>
      ) : null}
    </div>
  );
});
