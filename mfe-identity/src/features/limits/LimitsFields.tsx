import { useFormContext, type FieldValues } from 'react-hook-form';
import { LIMIT_FIELDS } from '@switchboard/shared/constants';
import { useTranslation } from '@switchboard/shared/i18n';
import { Fieldset, NumberField } from '@switchboard/shared/ui';
import { IDENTITY_NAMESPACE } from '../../i18n/resources';
import styles from '../../lib/identity.module.css';

/** Max calls, Licensed calls, Max minutes, Licensed minutes, registered as `limits.<category>`. */
export function LimitsFields({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation(IDENTITY_NAMESPACE);
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  return (
    <Fieldset legend={t('limits.legend')} description={t('limits.description')}>
      <div className={styles.grid}>
        {LIMIT_FIELDS.map((field) => (
          <NumberField
            key={field.category}
            label={t(`limits.fields.${field.category}`)}
            min={0}
            step={1}
            readOnly={readOnly}
            error={getFieldState(`limits.${field.category}`, formState).error}
            {...register(`limits.${field.category}`)}
          />
        ))}
      </div>
    </Fieldset>
  );
}
