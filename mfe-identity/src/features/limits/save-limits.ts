import { useCallback } from 'react';
import type { Limit } from '@switchboard/shared/types';
import { useDeleteLimitMutation, useSetLimitMutation, type LimitOwner } from './api';
import type { LimitsForm } from '@switchboard/shared/validation';
import { limitChanges } from './limits.rules';

/** Saves the limits part of a form (one call per changed limit); rejects with the first failure. */
export function useSaveLimits() {
  const [setLimit] = useSetLimitMutation();
  const [deleteLimit] = useDeleteLimitMutation();
  return useCallback(
    async (owner: LimitOwner, saved: ReadonlyArray<Limit> | undefined, form: LimitsForm | undefined) => {
      for (const change of limitChanges(saved, form)) {
        if ('remove' in change) await deleteLimit({ owner, category: change.category }).unwrap();
        else await setLimit({ owner, category: change.category, quantity: change.quantity }).unwrap();
      }
    },
    [deleteLimit, setLimit],
  );
}
