import { useFormContext, type FieldValues } from 'react-hook-form';
import { LIMIT_FIELDS } from '@switchboard/shared/constants';
import { Fieldset, NumberField } from '@switchboard/shared/ui';
import styles from '../../lib/identity.module.css';

/** Max calls, Licensed calls, Max minutes, Licensed minutes, registered as `limits.<category>`. */
export function LimitsFields({ readOnly }: { readOnly?: boolean }) {
  const { register, getFieldState, formState } = useFormContext<FieldValues>();
  return (
    <Fieldset legend="Limits" description="0 means unlimited; leave a field blank to remove that limit.">
      <div className={styles.grid}>
        {LIMIT_FIELDS.map((field) => (
          <NumberField
            key={field.category}
            label={field.label}
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
