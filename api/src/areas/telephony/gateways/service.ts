// SIP and SMPP gateways (docs/api/contract.md#carriers-and-gateways): who may see or change a carrier may see or change its gateways.
// Every gateway obeys the rules (docs/product/telephony.md#sip-gateways) and is unique on its carrier by address and port (SMPP: per direction).
import {
  DEFAULT_NETMASK,
  DEFAULT_SMPP_PORT,
  TELEPHONY_MESSAGES,
  effectiveSipPort,
  isSameSipGateway,
  sipGatewayIssues,
  smppDirectionOf,
  smppGatewayIssues,
  type SipGatewayRuleInput,
} from '@switchboard/shared/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller, type Requester } from '../../../auth/caller';
import { auditedWrite } from '../../../audit/audit';
import { badRequest, forbidden, notFound, unprocessable } from '../../../http/errors';
import { newSid } from '../../../lib/ids';
import { rawBody, refuseIssues } from '../common/rules';
import { CarrierRepository, type CarrierRow } from '../carriers/repository';
import { canReadCarrier, canWriteCarrier } from '../carriers/rules';
import {
  GATEWAY_KEY,
  GATEWAY_TABLE,
  GatewayRepository,
  type GatewayKind,
  type GatewayRow,
} from './repository';

const ENTITY = { sip: 'sip_gateway', smpp: 'smpp_gateway' } as const;

const asBool = (v: unknown) => v === 1 || v === true;

/** A gateway named in the path, with its carrier. */
interface GatewayOf {
  sid: string;
  gateway: GatewayRow;
  carrier: CarrierRow;
}

export class GatewayService {
  private readonly gateways: GatewayRepository;
  private readonly carriers: CarrierRepository;

  constructor(private readonly ctx: AppContext) {
    this.gateways = new GatewayRepository(ctx.store);
    this.carriers = new CarrierRepository(ctx.store);
  }

  /** The gateways of the carrier the query names. */
  list(requester: Requester, kind: GatewayKind, carrierSid: unknown): GatewayRow[] {
    const carrier = this.carrierFor(callerOf(requester), carrierSid, false);
    return this.gateways.ofCarrier(kind, carrier.voip_carrier_sid);
  }

  read(requester: Requester, kind: GatewayKind, sid: string): GatewayRow {
    return this.gatewayOf(requester, kind, sid, false).gateway;
  }

  /**
   * A gateway the caller may change (before its body is read): unknown is 400 (the contract's wording), its
   * carrier not the caller's 403.
   */
  requireWritable(requester: Requester, kind: GatewayKind, sid: string): void {
    this.gatewayOf(requester, kind, sid, true);
  }

  /** The carrier a new gateway's body names must be the caller's to change (checked before the body itself). */
  requireCarrierOfNew(requester: Requester, body: unknown): void {
    this.carrierFor(callerOf(requester), rawBody(body).voip_carrier_sid, true);
  }

  create(requester: Requester, kind: GatewayKind, body: Record<string, unknown>): string {
    const carrier = this.carrierFor(callerOf(requester), body.voip_carrier_sid, true);
    const sid = newSid();
    const { sip_gateway_sid: _s, smpp_gateway_sid: _m, ...columns } = body;
    const row: Record<string, unknown> = {
      ...columns,
      voip_carrier_sid: carrier.voip_carrier_sid,
      [GATEWAY_KEY[kind]]: sid,
    };
    if (kind === 'sip') {
      row.port = effectiveSipPort(String(row.ipv4), (row.port as number | null | undefined) ?? null);
      row.netmask ??= DEFAULT_NETMASK;
    } else {
      row.port ??= DEFAULT_SMPP_PORT;
      row.netmask ??= DEFAULT_NETMASK;
    }
    this.check(kind, row, null);
    auditedWrite(
      this.ctx,
      requester,
      () => this.entry(kind, carrier, sid, 'create', null, row),
      () => this.gateways.insert(kind, row),
    );
    return sid;
  }

  update(requester: Requester, kind: GatewayKind, sid: string, body: Record<string, unknown>): void {
    const { gateway, carrier } = this.gatewayOf(requester, kind, sid, true);
    const { sip_gateway_sid: _s, smpp_gateway_sid: _m, ...changes } = body;
    if (changes.voip_carrier_sid !== undefined && changes.voip_carrier_sid !== gateway.voip_carrier_sid)
      throw badRequest('voip_carrier_sid may not be modified');
    const merged: Record<string, unknown> = { ...gateway, ...changes };
    if (kind === 'sip' && 'port' in changes)
      merged.port = effectiveSipPort(String(merged.ipv4), (merged.port as number | null) ?? null);
    this.check(kind, merged, sid);
    const update = Object.fromEntries(Object.keys(changes).map((k) => [k, merged[k]]));
    auditedWrite(
      this.ctx,
      requester,
      () => this.entry(kind, carrier, sid, 'update', gateway, merged),
      () => this.gateways.update(kind, sid, update),
    );
  }

  remove(requester: Requester, kind: GatewayKind, sid: string): void {
    const { carrier } = this.gatewayOf(requester, kind, sid, true);
    auditedWrite(
      this.ctx,
      requester,
      {
        entity: ENTITY[kind],
        table: GATEWAY_TABLE[kind],
        key: GATEWAY_KEY[kind],
        sid,
        action: 'delete',
        accountSid: carrier.account_sid,
        serviceProviderSid: carrier.service_provider_sid,
      },
      () => this.gateways.remove(kind, sid),
    );
  }

  private entry(
    kind: GatewayKind,
    carrier: CarrierRow,
    sid: string,
    action: 'create' | 'update',
    before: Record<string, unknown> | null,
    after: Record<string, unknown>,
  ) {
    return {
      entity: ENTITY[kind],
      entitySid: sid,
      action,
      before,
      after,
      accountSid: carrier.account_sid,
      serviceProviderSid: carrier.service_provider_sid,
    };
  }

  /** The gateway and its carrier: unknown is 404 on a read, 400 on a write (the contract's wording). */
  private gatewayOf(requester: Requester, kind: GatewayKind, pathSid: string, write: boolean): GatewayOf {
    const sid = pathSid.toLowerCase();
    const gateway = this.gateways.find(kind, sid);
    if (!gateway) {
      if (!write) throw notFound();
      throw badRequest(`invalid ${GATEWAY_KEY[kind]}`);
    }
    const carrier = this.carrierFor(callerOf(requester), gateway.voip_carrier_sid, write);
    return { sid, gateway, carrier };
  }

  /** The carrier a gateway request names: 400 when unknown (contract wording), 403 when not the caller's. */
  private carrierFor(caller: Caller, sid: unknown, write: boolean): CarrierRow {
    if (sid === undefined || sid === null || sid === '') throw badRequest('missing voip_carrier_sid');
    const carrier = typeof sid === 'string' ? this.carriers.find(sid.toLowerCase()) : undefined;
    if (!carrier) throw badRequest('invalid voip_carrier_sid');
    if (!canReadCarrier(caller, carrier)) throw forbidden('insufficient privileges');
    if (write && !canWriteCarrier(caller, carrier)) throw forbidden(TELEPHONY_MESSAGES.carrierNoChanges);
    return carrier;
  }

  private check(kind: GatewayKind, row: Record<string, unknown>, selfSid: string | null): void {
    if (kind === 'sip') this.checkSip(row, selfSid);
    else this.checkSmpp(row, selfSid);
  }

  /** SIP: the spec's rules for the gateway as it will be, and no other gateway of the carrier at its address. */
  private checkSip(row: Record<string, unknown>, selfSid: string | null): void {
    const gateway: SipGatewayRuleInput = {
      ipv4: String(row.ipv4 ?? ''),
      port: (row.port as number | null) ?? null,
      netmask: Number(row.netmask ?? DEFAULT_NETMASK),
      inbound: asBool(row.inbound),
      outbound: asBool(row.outbound),
    };
    refuseIssues(sipGatewayIssues(gateway));
    const clash = this.gateways
      .sipAddresses(row.voip_carrier_sid as string)
      .some(
        (s) =>
          s.sip_gateway_sid !== selfSid &&
          isSameSipGateway({ ...gateway, ipv4: s.ipv4, port: s.port }, gateway),
      );
    if (clash) throw unprocessable(TELEPHONY_MESSAGES.sipGatewayNotUnique);
  }

  /** SMPP: the rules of its direction, and no other gateway of that direction at its address and port. */
  private checkSmpp(row: Record<string, unknown>, selfSid: string | null): void {
    const direction = smppDirectionOf(row as { inbound: number; outbound: number });
    refuseIssues(
      smppGatewayIssues(
        {
          ipv4: String(row.ipv4 ?? ''),
          port: (row.port as number | null) ?? DEFAULT_SMPP_PORT,
          netmask: Number(row.netmask ?? DEFAULT_NETMASK),
        },
        direction,
      ),
    );
    const clash = this.gateways
      .smppGateways(row.voip_carrier_sid as string)
      .some(
        (s) =>
          s.smpp_gateway_sid !== selfSid &&
          smppDirectionOf(s as { inbound: number; outbound: number }) === direction &&
          String(s.ipv4).toLowerCase() === String(row.ipv4).toLowerCase() &&
          Number(s.port) === Number(row.port ?? DEFAULT_SMPP_PORT),
      );
    if (clash) throw unprocessable(TELEPHONY_MESSAGES.smppNotUnique(direction));
  }
}
