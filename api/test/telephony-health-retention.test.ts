// Carrier health's history is kept for a bounded time (HEALTH_RETENTION_HOURS); the state stays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiFor, createApp } from './helpers';

const HOUR = 3_600_000;

describe('the history is kept for a bounded time', () => {
  it('pings and REGISTERs older than HEALTH_RETENTION_HOURS go at start (and hourly); the state stays', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'health-'));
    const databasePath = path.join(dir, 'db.sqlite');
    let now = Date.UTC(2025, 4, 1, 12);
    const options = {
      databasePath,
      now: () => now,
      jwtExpiresInMinutes: 7 * 24 * 60,
      healthRetentionHours: 24,
    };
    try {
      const first = await createApp(options);
      const api = apiFor(first);
      const admin = (await api('POST', '/v1/login', null, { username: 'admin', password: 'admin' })).json()
        .token;
      const carrier = (
        await api('POST', '/v1/VoipCarriers', admin, {
          name: 'Old trunk',
          service_provider_sid: '2708b1b3-2736-40ea-b502-c53d8396247f',
        })
      ).json().sid;
      const gw = (
        await api('POST', '/v1/SipGateways', admin, {
          voip_carrier_sid: carrier,
          ipv4: '192.0.2.40',
          inbound: 1,
          outbound: 1,
          send_options_ping: 1,
        })
      ).json().sid;
      const at = (hoursAgo: number) => now - hoursAgo * HOUR;
      await api(
        'POST',
        '/v1/Ingest/GatewayPings',
        admin,
        [30, 20, 2].map((h) => ({ sip_gateway_sid: gw, time: at(h), status: 503 })),
      );
      await api(
        'POST',
        '/v1/Ingest/CarrierRegistrations',
        admin,
        [30, 2].map((h) => ({ voip_carrier_sid: carrier, time: at(h), status: 'fail' })),
      );
      await first.close();

      now += 3 * HOUR; // the pings of 20 h and 30 h ago are now 23 h and 33 h old
      const second = await createApp(options);
      const rows = (table: string) =>
        second.ctx.store
          .all<{ time: number }>(`SELECT time FROM ${table} ORDER BY time`)
          .map((r) => (now - r.time) / HOUR);
      expect(rows('gateway_pings')).toEqual([23, 5]);
      expect(rows('carrier_registrations')).toEqual([5]);
      // the gateway is still down since its first failed ping, whatever the history keeps
      expect(second.ctx.store.get('SELECT state, since FROM gateway_health')).toEqual({
        state: 'down',
        since: now - 33 * HOUR,
      });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
