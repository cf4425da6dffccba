// Deleting a carrier (docs/product/telephony.md#carrier-deletion): refused while phone numbers or outbound call routings use it — the dialog asks
// first, lists them and keeps Delete disabled; the server refuses too. Its gateways go with it (one API call).
import { CARRIER_LIST_TEXTS } from '@switchboard/shared/constants';
import { fill, useTranslation } from '@switchboard/shared/i18n';
import { TELEPHONY_NAMESPACE } from '../../i18n/resources';
import { skipToken } from '@reduxjs/toolkit/query';
import { ConfirmDeleteWithChecks, FRESH } from '@switchboard/shared/admin';
import { toast } from '@switchboard/shared/bus';
import type { Lcr, LcrRoute, VoipCarrier } from '@switchboard/shared/types';
import { useGetLcrRoutesListQuery, useGetLcrsQuery } from '../lcr/api';
import { useGetCarrierPhoneNumbersQuery } from '../phone-numbers/api';
import { useDeleteCarrierMutation } from './api';
import { carrierBlockerLine, carrierBlockers } from './carrier.rules';

export const deletedCarrierMessage = (name: string) => fill(CARRIER_LIST_TEXTS.deleted, { name });

export interface DeleteCarrierDialogProps {
  carrier: Pick<VoipCarrier, 'voip_carrier_sid' | 'name'> | null;
  onCancel: () => void;
  onDeleted: () => void;
}

export function DeleteCarrierDialog({ carrier, onCancel, onDeleted }: DeleteCarrierDialogProps) {
  if (!carrier) return null;
  return <DeleteCarrierCheck carrier={carrier} onCancel={onCancel} onDeleted={onDeleted} />;
}

/** The routes of each LCR the caller sees (the real server does not say which carriers an LCR uses). */
function useRouting(lcrs: Lcr[] | undefined) {
  const sids = (lcrs ?? []).map((l) => l.lcr_sid);
  const routes = useGetLcrRoutesListQuery(lcrs ? sids : skipToken, FRESH);
  return {
    query: routes,
    routing: (lcrs ?? []).map((lcr, i) => ({ lcr, routes: (routes.data?.[i] ?? []) as LcrRoute[] })),
  };
}

function DeleteCarrierCheck({
  carrier,
  onCancel,
  onDeleted,
}: {
  carrier: Pick<VoipCarrier, 'voip_carrier_sid' | 'name'>;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation(TELEPHONY_NAMESPACE);
  const sid = carrier.voip_carrier_sid;
  const numbers = useGetCarrierPhoneNumbersQuery(sid, FRESH);
  const lcrs = useGetLcrsQuery(undefined, FRESH);
  const { query: routes, routing } = useRouting(lcrs.data);
  const [remove] = useDeleteCarrierMutation();
  return (
    <ConfirmDeleteWithChecks
      what={t('carriers.what')}
      name={carrier.name}
      checks={[
        numbers,
        lcrs,
        { isFetching: routes.isFetching || (!routes.data && !routes.error), error: routes.error },
      ]}
      blockers={() =>
        carrierBlockers(sid, numbers.data ?? { data: [], total: 0 }, routing).map((blocker) =>
          carrierBlockerLine(blocker, t),
        )
      }
      checksFor={t('carriers.checksFor')}
      blockedTitle={t('carriers.blockedTitle')}
      blockedIntro={t('carriers.blockedIntro')}
      onCancel={onCancel}
      onConfirm={async () => {
        await remove(sid).unwrap();
        toast('success', deletedCarrierMessage(carrier.name));
        onDeleted();
      }}
    />
  );
}
