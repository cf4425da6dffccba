// Speech credentials: create/read/update/delete on both mounts with the contract's shapes and codes, scopes (an
// account user reads an SP credential without its secrets), label uniqueness, masking and the masked secret kept on
// update, the summary (last test, applications using a credential) and the usage rule in shared, checked over every
// credential this file created. Bad input, the real test and Google custom voices are in speech-credentials-*.test.ts.
import type { Application, SpeechCredential, SpeechCredentialSummary } from '@switchboard/shared/types';
import { speechSummaryOf } from '@switchboard/shared/validation';
import { acctPath, create, spPath, standins, w } from './speech-credentials.fixtures';

describe('create and read', () => {
  it('stores a deepgram credential (the recorded request) and reads it back with the key masked', async () => {
    const sid = await create({
      vendor: 'deepgram',
      api_key: 'fake-deepgram-key-123456',
      use_for_stt: true,
      use_for_tts: true,
      label: 'dg1',
    });
    const list = (await w.api('GET', spPath(), w.tokens.admin)).json() as Record<string, unknown>[];
    const row = list.find((c) => c.speech_credential_sid === sid)!;
    expect(row).toMatchObject({
      vendor: 'deepgram',
      label: 'dg1',
      use_for_tts: 1,
      use_for_stt: 1,
      account_sid: null,
      api_key: 'fake-dXXXXXXXXXXXXXXXXXX',
    });
    const one = (await w.api('GET', `${spPath()}/${sid}`, w.tokens.sp)).json();
    expect(one.api_key).toBe('fake-dXXXXXXXXXXXXXXXXXX');
  });

  it('an account user sees an SP credential without its secrets (list and read), and cannot change it', async () => {
    const sid = await create({ vendor: 'wellsaid', api_key: 'wellsaid-secret-key-1', label: 'ws-sp' });
    const list = (await w.api('GET', acctPath(), w.tokens.acct)).json() as Record<string, unknown>[];
    const row = list.find((c) => c.speech_credential_sid === sid)!;
    expect(row.vendor).toBe('wellsaid');
    expect(row).not.toHaveProperty('api_key');
    const one = await w.api('GET', `${acctPath()}/${sid}`, w.tokens.acct);
    expect(one.statusCode).toBe(200);
    expect(one.json()).not.toHaveProperty('api_key');
    const put = await w.api('PUT', `${spPath()}/${sid}`, w.tokens.acct, { use_for_tts: 0, use_for_stt: 0 });
    expect(put.statusCode).toBe(403);
    expect(put.json().msg).toBe('Insufficient privileges');
    expect((await w.api('DELETE', `${spPath()}/${sid}`, w.tokens.acct)).statusCode).toBe(403);
  });

  it('account users create credentials of their own account (the token account wins), never SP-level ones', async () => {
    const sid = await create(
      { vendor: 'soniox', api_key: 'soniox-key-123456', use_for_tts: 0 },
      w.tokens.acct,
      acctPath(),
    );
    const row = w.app.ctx.store.get<{ account_sid: string; service_provider_sid: string }>(
      'SELECT account_sid, service_provider_sid FROM speech_credentials WHERE speech_credential_sid = ?',
      sid,
    )!;
    expect(row).toEqual({ account_sid: w.acct1, service_provider_sid: w.sp1 });
    const other = await w.api('POST', acctPath(w.acct2), w.tokens.acct, {
      vendor: 'soniox',
      api_key: 'k-123456',
    });
    expect(other.statusCode).toBe(403);
    // on the SP path an account user's credential still belongs to their account
    const viaSp = await create({ vendor: 'voxist', api_key: 'voxist-key-1234' }, w.tokens.acct);
    expect(
      w.app.ctx.store.get<{ a: string }>(
        'SELECT account_sid AS a FROM speech_credentials WHERE speech_credential_sid = ?',
        viaSp,
      )!.a,
    ).toBe(w.acct1);
  });

  it('service-provider users may not work on another service provider', async () => {
    expect(
      (await w.api('POST', spPath(w.sp2), w.tokens.sp, { vendor: 'soniox', api_key: 'x-123456' })).statusCode,
    ).toBe(403);
    expect((await w.api('GET', spPath(w.sp2), w.tokens.sp)).statusCode).toBe(403);
    expect(
      (await w.api('POST', acctPath(w.acctB), w.tokens.sp, { vendor: 'soniox', api_key: 'x-123456' }))
        .statusCode,
    ).toBe(403);
  });

  it('an admin creates an account credential on the SP path with account_sid in the body', async () => {
    const sid = await create({
      vendor: 'assemblyai',
      api_key: 'aai-key-1234567',
      account_sid: w.acct2,
      use_for_tts: 0,
    });
    const list = (await w.api('GET', acctPath(w.acct2), w.tokens.admin)).json() as {
      speech_credential_sid: string;
      account_sid: string;
    }[];
    expect(list.find((c) => c.speech_credential_sid === sid)?.account_sid).toBe(w.acct2);
    const bad = await w.api('POST', spPath(), w.tokens.admin, {
      vendor: 'assemblyai',
      api_key: 'k-1234567',
      account_sid: w.acctB,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('view-only users may read but not write', async () => {
    expect((await w.api('GET', acctPath(), w.tokens.viewOnly)).statusCode).toBe(200);
    const res = await w.api('POST', acctPath(), w.tokens.viewOnly, {
      vendor: 'soniox',
      api_key: 'k-1234567',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('User has view-only access');
  });
});

describe('update and delete', () => {
  it('a PUT without the flags is refused (422, the contract’s text)', async () => {
    const sid = await create({ vendor: 'soniox', api_key: 'soniox-key-abcdef' });
    const res = await w.api('PUT', `${spPath()}/${sid}`, w.tokens.admin, { region: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('use_for_tts and use_for_stt are the only updateable fields');
  });

  it('a masked secret sent back keeps the stored one; a new value replaces it', async () => {
    const sid = await create({
      vendor: 'elevenlabs',
      api_key: 'eleven-secret-1234',
      model_id: 'eleven_turbo_v2_5',
    });
    const read = async () => (await w.api('GET', `${spPath()}/${sid}`, w.tokens.admin)).json();
    const stored = () =>
      w.app.ctx.box.decryptJson<Record<string, string>>(
        w.app.ctx.store.get<{ credential: string }>(
          'SELECT credential FROM speech_credentials WHERE speech_credential_sid = ?',
          sid,
        )!.credential,
      )!;
    const masked = (await read()).api_key as string;
    expect(masked).toBe('elevenXXXXXXXXXXXX');
    expect(
      (
        await w.api('PUT', `${spPath()}/${sid}`, w.tokens.admin, {
          use_for_tts: 1,
          use_for_stt: 0,
          api_key: masked,
          model_id: 'eleven_multilingual_v2',
        })
      ).statusCode,
    ).toBe(204);
    expect(stored()).toMatchObject({ api_key: 'eleven-secret-1234', model_id: 'eleven_multilingual_v2' });
    expect(
      (
        await w.api('PUT', `${spPath()}/${sid}`, w.tokens.admin, {
          use_for_tts: 1,
          api_key: 'rotated-key-5678',
        })
      ).statusCode,
    ).toBe(204);
    expect(stored().api_key).toBe('rotated-key-5678');
    expect((await read()).use_for_stt).toBe(0);
  });

  it('an update that breaks a vendor rule is a 400 and changes nothing', async () => {
    const sid = await create({ vendor: 'microsoft', region: 'eastus', api_key: 'ms-key-123456' });
    const before = w.app.ctx.store.get(
      'SELECT * FROM speech_credentials WHERE speech_credential_sid = ?',
      sid,
    );
    const res = await w.api('PUT', `${spPath()}/${sid}`, w.tokens.admin, { use_for_tts: 1, region: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Region is required');
    expect(
      w.app.ctx.store.get('SELECT * FROM speech_credentials WHERE speech_credential_sid = ?', sid),
    ).toEqual(before);
  });

  it('delete: 204 with an audit entry, then 404; a bad sid is 400', async () => {
    const sid = await create({ vendor: 'soniox', api_key: 'soniox-key-xyz123' });
    expect((await w.api('DELETE', `${spPath()}/${sid}`, w.tokens.sp)).statusCode).toBe(204);
    expect((await w.api('DELETE', `${spPath()}/${sid}`, w.tokens.sp)).statusCode).toBe(404);
    expect((await w.api('DELETE', `${spPath()}/not-a-sid`, w.tokens.sp)).statusCode).toBe(400);
    const audit = w.app.ctx.store.all<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'speech_credential' AND entity_sid = ?",
      sid,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('summary: last test and the applications using each credential', () => {
  it('names the applications whose vendor and label point at a credential (account first, then SP)', async () => {
    const spCred = await create({
      vendor: 'custom:usedsp',
      use_for_tts: 1,
      use_for_stt: 0,
      custom_tts_url: `${standins.httpUrl}/x`,
    });
    const acctCred = await create({
      vendor: 'custom:usedsp',
      use_for_tts: 1,
      use_for_stt: 0,
      custom_tts_url: `${standins.httpUrl}/x`,
      account_sid: w.acct2,
    });
    const app = async (name: string, account: string, vendor: string) =>
      (
        await w.api('POST', '/v1/Applications', w.tokens.admin, {
          name,
          account_sid: account,
          call_hook: { url: 'https://example.com/call', method: 'POST' },
          call_status_hook: { url: 'https://example.com/status', method: 'POST' },
          speech_synthesis_vendor: vendor,
          speech_synthesis_language: 'en-US',
          speech_synthesis_voice: 'default',
          speech_recognizer_vendor: 'google',
          speech_recognizer_language: 'en-US',
        })
      ).json().sid as string;
    await app('ivr one', w.acct1, 'custom:usedsp');
    await app('ivr two', w.acct2, 'custom:usedsp');
    await w.api('GET', `${spPath()}/${spCred}/test`, w.tokens.admin);
    const summary = (await w.api('GET', `${spPath()}/summary`, w.tokens.admin)).json() as {
      speech_credential_sid: string;
      application_count: number;
      applications: { name: string; uses: string[] }[];
      last_test: unknown;
    }[];
    const sp = summary.find((s) => s.speech_credential_sid === spCred)!;
    expect(sp.applications.map((a) => a.name)).toEqual(['ivr one']);
    expect(sp.applications[0].uses).toEqual(['synthesis']);
    expect(sp.last_test).toEqual({ tts: { status: 'ok' }, stt: { status: 'not tested' } });
    const acct = (
      await w.api('GET', `${acctPath(w.acct2)}/summary`, w.tokens.admin)
    ).json() as typeof summary;
    expect(acct.find((s) => s.speech_credential_sid === acctCred)!.applications.map((a) => a.name)).toEqual([
      'ivr two',
    ]);
    // an account user only hears about their own account's applications
    const mine = (await w.api('GET', `${acctPath()}/summary`, w.tokens.acct)).json() as typeof summary;
    expect(mine.find((s) => s.speech_credential_sid === spCred)!.application_count).toBe(1);
  });

  it('fallback speech counts only when the application uses it; one application counts once', async () => {
    const cred = await create({
      vendor: 'custom:fallback',
      custom_tts_url: `${standins.httpUrl}/x`,
      use_for_stt: 0,
    });
    const { store } = w.app.ctx;
    const insert = store.db.prepare(
      `INSERT INTO applications (application_sid, name, account_sid, speech_synthesis_vendor, use_for_fallback_speech,
         fallback_speech_synthesis_vendor, fallback_speech_recognizer_vendor) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    store.transaction(() => {
      insert.run(
        'f0000001-0000-4000-8000-000000000000',
        'fb on',
        w.acct1,
        'google',
        1,
        'custom:fallback',
        'custom:fallback',
      );
      insert.run(
        'f0000002-0000-4000-8000-000000000000',
        'fb off',
        w.acct1,
        'google',
        0,
        'custom:fallback',
        null,
      );
      insert.run(
        'f0000003-0000-4000-8000-000000000000',
        'fb both',
        w.acct1,
        'custom:fallback',
        1,
        'custom:fallback',
        null,
      );
    });
    const summary = (await w.api('GET', `${spPath()}/summary`, w.tokens.admin)).json() as {
      speech_credential_sid: string;
      application_count: number;
      applications: { name: string; uses: string[] }[];
    }[];
    const used = summary.find((s) => s.speech_credential_sid === cred)!;
    expect(used.application_count).toBe(2);
    expect(used.applications.map((a) => [a.name, a.uses])).toEqual([
      ['fb both', ['synthesis', 'fallback synthesis']],
      ['fb on', ['fallback synthesis', 'fallback recognizer']],
    ]);
  });

  it('a credential used by many applications: their exact count and the first 50 by name', async () => {
    const cred = await create({
      vendor: 'custom:many',
      custom_tts_url: `${standins.httpUrl}/x`,
      use_for_stt: 0,
    });
    const { store } = w.app.ctx;
    store.transaction(() => {
      const insert = store.db.prepare(
        'INSERT INTO applications (application_sid, name, account_sid, speech_synthesis_vendor) VALUES (?, ?, ?, ?)',
      );
      for (let i = 0; i < 130; i += 1)
        insert.run(
          `0000${String(i).padStart(4, '0')}-0000-4000-8000-000000000000`,
          `many ${String(i).padStart(3, '0')}`,
          w.acct2,
          'custom:many',
        );
    });
    const summary = (await w.api('GET', `${spPath()}/summary`, w.tokens.admin)).json() as {
      speech_credential_sid: string;
      application_count: number;
      applications: { name: string }[];
    }[];
    const used = summary.find((s) => s.speech_credential_sid === cred)!;
    expect(used.application_count).toBe(130);
    expect(used.applications[0]).toMatchObject({ account_sid: w.acct2, uses: ['synthesis'] });
    expect(used.applications.map((a) => a.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `many ${String(i).padStart(3, '0')}`),
    );
  });
});

describe('the usage rule in shared (what the portal applies on an API without the summary)', () => {
  it('agrees with the summary over everything the tests above created, for the provider and an account', async () => {
    const strip = (s: SpeechCredentialSummary) => ({
      ...s,
      // the credential's own columns keep whether a side passed, not why it failed
      last_test: s.last_test && {
        tts: { status: s.last_test.tts.status },
        stt: { status: s.last_test.stt.status },
      },
    });
    const list = async (path: string) =>
      (await w.api('GET', path, w.tokens.admin)).json() as SpeechCredential[];
    const applications = (await w.api('GET', '/v1/Applications', w.tokens.admin)).json() as Application[];
    // what the portal reads besides the list: the accounts' own credentials (an account's list has them)
    const known = [...(await list(acctPath(w.acct1))), ...(await list(acctPath(w.acct2)))];
    for (const [base, apps] of [
      [spPath(), applications.filter((a) => [w.acct1, w.acct2].includes(a.account_sid ?? ''))],
      [acctPath(w.acct2), applications.filter((a) => a.account_sid === w.acct2)],
    ] as const) {
      const credentials = await list(base);
      const summary = (
        await w.api('GET', `${base}/summary`, w.tokens.admin)
      ).json() as SpeechCredentialSummary[];
      expect(summary.filter((s) => s.application_count > 0).length).toBeGreaterThan(0);
      expect(speechSummaryOf(credentials, apps, known)).toEqual(summary.map(strip));
    }
  });
});
