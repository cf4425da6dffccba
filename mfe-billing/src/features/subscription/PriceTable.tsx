// The Service / Capacity / Price / Cost table (docs/product/billing.md#price-table): a capacity box per visible line, the line's price (per
// unit, or a tier's flat amount) and cost, the sentence and button that add the device line, the registered devices
// the capacity allows (the rule named under it), and the Total Monthly Cost. It recomputes on every keystroke (bench: ≤ 16 ms on mobile).
import { memo, type Dispatch } from 'react';
import { Button, RequiredMark, VisuallyHidden } from '@switchboard/shared/ui';
import { useTranslation } from '@switchboard/shared/i18n';
import { BILLING_NAMESPACE } from '../../i18n/resources';
import {
  devicesAllowed,
  devicesFormula,
  includedDevicesText,
  lineViews,
  totalOf,
  type LineView,
  type SubscriptionAction,
  type SubscriptionFormState,
} from './subscription.rules';
import styles from './subscription.module.css';

export interface PriceTableProps {
  state: SubscriptionFormState;
  dispatch: Dispatch<SubscriptionAction>;
  ratio: number | null | undefined;
  disabled?: boolean;
}

export function PriceTable({ state, dispatch, ratio, disabled = false }: PriceTableProps) {
  const { t } = useTranslation(BILLING_NAMESPACE);
  const lines = lineViews(state, t);
  const total = totalOf(state);
  const included = includedDevicesText(state, ratio, t);
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{t('subscription.priceTableCaption')}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('subscription.service')}</th>
          <th scope="col">{t('subscription.capacity')}</th>
          <th scope="col">{t('subscription.price')}</th>
          <th scope="col" className={styles.numeric}>
            {t('subscription.cost')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <LineRow key={line.category} line={line} dispatch={dispatch} disabled={disabled} />
        ))}
        {included ? (
          <tr className={styles.devicesRow}>
            <td colSpan={3}>{included}</td>
            <td className={styles.numeric}>
              <Button
                variant="secondary"
                size="sm"
                disabled={disabled}
                onClick={() => dispatch({ type: 'show-devices' })}
              >
                {t('subscription.buyDevices')}
              </Button>
            </td>
          </tr>
        ) : null}
        <tr className={styles.devicesRow}>
          <td colSpan={3}>{t('subscription.devicesAllowed')}</td>
          <td className={styles.numeric} data-testid="devices-allowed">
            {devicesAllowed(state, ratio)}
          </td>
        </tr>
        <tr className={styles.formulaRow}>
          <td colSpan={4} data-testid="devices-formula">
            {devicesFormula(state, ratio, t)}
          </td>
        </tr>
      </tbody>
      <tfoot>
        <tr className={styles.total}>
          <th scope="row" colSpan={3}>
            {t('subscription.totalMonthlyCost')}
          </th>
          <td className={styles.numeric} data-testid="total-monthly-cost">
            {total.text}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A row re-renders only when what it shows changed (the views are rebuilt on every keystroke). */
const sameRow = (a: RowProps, b: RowProps) =>
  a.dispatch === b.dispatch &&
  a.disabled === b.disabled &&
  (Object.keys(a.line) as (keyof LineView)[]).every((key) => a.line[key] === b.line[key]);

interface RowProps {
  line: LineView;
  dispatch: Dispatch<SubscriptionAction>;
  disabled: boolean;
}

const LineRow = memo(function LineRow({ line, dispatch, disabled }: RowProps) {
  const id = `bil-capacity-${line.category}`;
  const errorId = `${id}-error`;
  return (
    <tr>
      <th scope="row">
        <label htmlFor={id}>
          {line.service}
          <RequiredMark />
        </label>
      </th>
      <td className={styles.capacity}>
        <input
          id={id}
          className={styles.capacityInput}
          type="number"
          inputMode="numeric"
          min={line.min}
          max={line.max}
          step={1}
          value={line.input}
          disabled={disabled}
          aria-required
          aria-invalid={line.error ? true : undefined}
          aria-describedby={line.error ? errorId : undefined}
          onChange={(event) =>
            dispatch({ type: 'capacity', category: line.category, value: event.target.value })
          }
        />
        {line.error ? (
          <p id={errorId} className={styles.lineError}>
            {line.error}
          </p>
        ) : null}
      </td>
      <td>{line.priceLabel}</td>
      <td className={styles.numeric}>{line.cost}</td>
    </tr>
  );
}, sameRow);
