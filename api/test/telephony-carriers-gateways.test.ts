// A carrier's SIP and SMPP gateways: their rules as the API answers them, values stored trimmed, and the audit
// entry of every write.
import { TELEPHONY_MESSAGES as T } from '@switchboard/shared/validation';
import { auditRows, newCarrier, newGateway, ok, refused } from './telephony-carriers.fixtures';

describe('SIP and SMPP gateways', () => {
  it('defaults the port to 5060 for an IPv4 address and keeps an outbound FQDN’s empty port', async () => {
    const carrier = await newCarrier();
    const ip = (await newGateway('sip', carrier, { ipv4: ' 192.0.2.10 ', inbound: 1, outbound: 0 })).sid;
    const fqdn = (
      await newGateway('sip', carrier, {
        ipv4: 'sip.example.net',
        inbound: false,
        outbound: true,
        protocol: 'tls',
      })
    ).sid;
    const list = await ok('GET', `/v1/SipGateways?voip_carrier_sid=${carrier}`);
    expect(list).toEqual([
      expect.objectContaining({
        sip_gateway_sid: ip,
        ipv4: '192.0.2.10',
        port: 5060,
        netmask: 32,
        protocol: 'udp',
        is_active: 1,
      }),
      expect.objectContaining({
        sip_gateway_sid: fqdn,
        ipv4: 'sip.example.net',
        port: null,
        protocol: 'tls',
        inbound: 0,
        outbound: 1,
      }),
    ]);
    expect(auditRows(ip)).toEqual([{ entity: 'sip_gateway', action: 'create' }]);
  });

  it.each([
    [{ ipv4: 'sip.example.net', inbound: 1, outbound: 0 }, 400, T.fqdnOutboundOnly],
    [{ ipv4: 'not an address', inbound: 1, outbound: 0 }, 400, 'Gateway must not contain whitespace'],
    [{ ipv4: '999.1.1.1', inbound: 1, outbound: 0 }, 400, T.invalidSipGatewayAddress],
    [{ ipv4: '192.0.2.20', inbound: 0, outbound: 0 }, 400, T.gatewayDirectionRequired],
    [{ ipv4: '192.0.2.20', inbound: 0, outbound: 1, netmask: 24 }, 400, T.outboundNetmask],
    [
      { ipv4: '192.0.2.20', inbound: 1, outbound: 0, port: 70000 },
      400,
      'port: Port must be a whole number between 0 and 65535',
    ],
    [{ ipv4: '192.0.2.10', inbound: 1, outbound: 0 }, 422, T.sipGatewayNotUnique],
    [{ ipv4: '192.0.2.10', port: 5060, inbound: 0, outbound: 1 }, 422, T.sipGatewayNotUnique],
  ])('refuses a SIP gateway %j (%i %s)', async (gateway, status, msg) => {
    const carrier = await newCarrier();
    await newGateway('sip', carrier, { ipv4: '192.0.2.10', inbound: 1, outbound: 0 });
    await refused('POST', '/v1/SipGateways', { voip_carrier_sid: carrier, ...gateway }, status, msg);
  });

  it('a different port on the same address is another gateway; a PUT is checked against its siblings', async () => {
    const carrier = await newCarrier();
    await newGateway('sip', carrier, { ipv4: '192.0.2.30', inbound: 1, outbound: 0 });
    const second = (
      await newGateway('sip', carrier, { ipv4: '192.0.2.30', port: 5080, inbound: 1, outbound: 0 })
    ).sid;
    await refused('PUT', `/v1/SipGateways/${second}`, { port: 5060 }, 422, T.sipGatewayNotUnique);
    await ok('PUT', `/v1/SipGateways/${second}`, { port: 5090, pad_crypto: true });
    expect(await ok('GET', `/v1/SipGateways/${second}`)).toMatchObject({ port: 5090, pad_crypto: 1 });
  });

  it('answers the contract’s errors for missing and unknown carriers and gateways', async () => {
    await refused('GET', '/v1/SipGateways', undefined, 400, 'missing voip_carrier_sid');
    await refused(
      'POST',
      '/v1/SipGateways',
      { ipv4: '192.0.2.1', inbound: 1, outbound: 0 },
      400,
      'missing voip_carrier_sid',
    );
    await refused(
      'DELETE',
      '/v1/SipGateways/00000000-0000-4000-8000-000000000000',
      undefined,
      400,
      'invalid sip_gateway_sid',
    );
    await refused(
      'PUT',
      '/v1/SmppGateways/00000000-0000-4000-8000-000000000000',
      { port: 1 },
      400,
      'invalid smpp_gateway_sid',
    );
  });

  it.each([
    [{ ipv4: 'example.com', outbound: 1, inbound: 0 }, 400, T.smppSubdomain()],
    [{ ipv4: 'smpp.example.com', outbound: 0, inbound: 1 }, 400, T.fqdnOutboundOnly],
    [{ ipv4: 'bad address!', outbound: 0, inbound: 1 }, 400, 'Gateway must not contain whitespace'],
    [{ ipv4: '300.1.1.1', outbound: 0, inbound: 1 }, 400, T.invalidSmppAddress('inbound')],
    [{ ipv4: 'smpp.example.com', outbound: 1, inbound: 0 }, 422, T.smppNotUnique('outbound')],
  ])('refuses an SMPP gateway %j (%i %s)', async (gateway, status, msg) => {
    const carrier = await newCarrier();
    await newGateway('smpp', carrier, { ipv4: 'smpp.example.com', outbound: 1, inbound: 0 });
    await refused('POST', '/v1/SmppGateways', { voip_carrier_sid: carrier, ...gateway }, status, msg);
  });

  it('the same SMPP address may be inbound and outbound; port 2775 by default', async () => {
    const carrier = await newCarrier();
    await newGateway('smpp', carrier, { ipv4: '192.0.2.40', outbound: 1, inbound: 0 });
    await newGateway('smpp', carrier, { ipv4: '192.0.2.40', outbound: 0, inbound: 1 });
    const list = await ok('GET', `/v1/SmppGateways?voip_carrier_sid=${carrier}`);
    expect(list.map((g: { port: number; inbound: number }) => [g.port, g.inbound])).toEqual([
      [2775, 0],
      [2775, 1],
    ]);
  });
});
