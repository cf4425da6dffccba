// `--demo` / `npm run seed:demo -w api`: realistic identity data on top of a fresh install — service providers,
// accounts, users of every scope, applications with webhooks, API keys, limits, carriers, numbers, speech
// credentials and TTS cache entries. Runs once (it checks for its first service provider).
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/passwords';
import { newSid, newWebhookSecret } from '../../lib/ids';
import { DEFAULT_SERVICE_PROVIDER_SID, VIEW_ONLY_PERMISSION_SID } from '../../db/seed';
import { seedAlertRulesDemo } from './alert-rules';
import { seedTelephonyDemo } from './telephony';

export const DEMO_PASSWORD = 'Switchboard-demo-1';

const SERVICE_PROVIDERS = [
  {
    name: 'Acme Telecom',
    ms_teams_fqdn: 'teams.acme-telecom.example',
    accounts: ['Acme Support', 'Acme Sales', 'Acme Labs'],
  },
  { name: 'Globex Voice', ms_teams_fqdn: null, accounts: ['Globex Retail', 'Globex Logistics'] },
];

const APP_TEMPLATES = [
  { name: 'IVR main menu', path: 'ivr', tts: ['google', 'en-US', 'en-US-Wavenet-F'] },
  { name: 'Voicemail', path: 'voicemail', tts: ['aws', 'en-US', 'Joanna'] },
  { name: 'Call queue', path: 'queue', tts: ['microsoft', 'en-US', 'en-US-AriaNeural'] },
  { name: 'Conference bridge', path: 'conference', tts: ['google', 'en-GB', 'en-GB-Standard-A'] },
];

export async function seedDemo(ctx: AppContext): Promise<boolean> {
  const { store, box } = ctx;
  if (store.get("SELECT 1 FROM service_providers WHERE name = 'Acme Telecom'")) return false;
  const hash = await hashPassword(DEMO_PASSWORD);

  store.transaction(() => {
    const addUser = (name: string, sp: string | null, account: string | null, viewOnly = false) => {
      const sid = newSid();
      store.insert('users', {
        user_sid: sid,
        name,
        email: `${name}@example.com`,
        hashed_password: hash,
        service_provider_sid: sp,
        account_sid: account,
        provider: 'local',
        email_validated: 1,
      });
      if (viewOnly)
        store.insert('user_permissions', {
          user_permissions_sid: newSid(),
          user_sid: sid,
          permission_sid: VIEW_ONLY_PERMISSION_SID,
        });
    };
    const hook = (url: string, method = 'POST') => {
      const sid = newSid();
      store.insert('webhooks', { webhook_sid: sid, url, method });
      return sid;
    };

    addUser('ops-admin', null, null);
    let numberSeq = 15550100100;
    for (const [spIndex, sp] of SERVICE_PROVIDERS.entries()) {
      const spSid = newSid();
      const slug = sp.name.toLowerCase().replace(/[^a-z]+/g, '-');
      store.insert('service_providers', {
        service_provider_sid: spSid,
        name: sp.name,
        ms_teams_fqdn: sp.ms_teams_fqdn,
      });
      store.insert('service_provider_limits', {
        service_provider_limits_sid: newSid(),
        service_provider_sid: spSid,
        category: 'voice_call_session',
        quantity: 200,
      });
      store.insert('api_keys', { api_key_sid: newSid(), token: newSid(), service_provider_sid: spSid });
      addUser(`${slug}-admin`, spSid, null);
      const carrierSid = newSid();
      store.insert('voip_carriers', {
        voip_carrier_sid: carrierSid,
        name: `${sp.name} SIP trunk`,
        service_provider_sid: spSid,
        e164_leading_plus: 1,
      });
      store.insert('sip_gateways', {
        sip_gateway_sid: newSid(),
        ipv4: `203.0.113.${10 + spIndex}`,
        port: 5060,
        inbound: 1,
        outbound: 1,
        voip_carrier_sid: carrierSid,
      });
      store.insert('speech_credentials', {
        speech_credential_sid: newSid(),
        service_provider_sid: spSid,
        vendor: 'google',
        label: 'default',
        credential: box.encryptJson({
          service_key: JSON.stringify({
            client_email: `tts@${slug}.iam.example`,
            private_key: '-----BEGIN PRIVATE KEY-----\nDEMODEMODEMO\n-----END PRIVATE KEY-----\n',
          }),
        }),
      });

      for (const [accountIndex, accountName] of sp.accounts.entries()) {
        const accountSid = newSid();
        const accountSlug = accountName.toLowerCase().replace(/[^a-z]+/g, '-');
        store.insert('accounts', {
          account_sid: accountSid,
          name: accountName,
          service_provider_sid: spSid,
          sip_realm: `${accountSlug}.sip.example.com`,
          webhook_secret: newWebhookSecret(),
          registration_hook_sid:
            accountIndex === 0 ? hook(`https://hooks.${accountSlug}.example.com/register`) : null,
          record_all_calls: accountIndex === 1 ? 1 : 0,
          bucket_credential:
            accountIndex === 1
              ? box.encryptJson({
                  vendor: 'aws_s3',
                  name: `${accountSlug}-recordings`,
                  region: 'us-east-1',
                  access_key_id: 'AKIADEMO000000000000',
                  secret_access_key: 'demo-secret-access-key-0000000000000000',
                })
              : null,
        });
        store.insert('account_limits', {
          account_limits_sid: newSid(),
          account_sid: accountSid,
          category: 'voice_call_session',
          quantity: 20 + accountIndex * 10,
        });
        store.insert('api_keys', { api_key_sid: newSid(), token: newSid(), account_sid: accountSid });
        addUser(`${accountSlug}-user`, spSid, accountSid);
        if (accountIndex === 0) addUser(`${accountSlug}-viewer`, spSid, accountSid, true);
        const status = hook(`https://hooks.${accountSlug}.example.com/status`);
        let firstApp: string | null = null;
        for (const template of APP_TEMPLATES) {
          const appSid = newSid();
          firstApp ??= appSid;
          store.insert('applications', {
            application_sid: appSid,
            name: template.name,
            account_sid: accountSid,
            call_hook_sid: hook(`https://hooks.${accountSlug}.example.com/${template.path}`),
            call_status_hook_sid: status,
            speech_synthesis_vendor: template.tts[0],
            speech_synthesis_language: template.tts[1],
            speech_synthesis_voice: template.tts[2],
            env_vars:
              template.path === 'ivr'
                ? box.encryptJson({ GREETING: 'Welcome to ' + accountName, MAX_RETRIES: 3 })
                : null,
          });
        }
        for (let n = 0; n < 3; n += 1) {
          store.insert('phone_numbers', {
            phone_number_sid: newSid(),
            number: String(numberSeq++),
            voip_carrier_sid: carrierSid,
            account_sid: accountSid,
            application_sid: n === 0 ? firstApp : null,
          });
        }
        for (let n = 0; n < 5 + accountIndex * 3; n += 1) {
          store.insert('tts_cache', {
            tts_cache_sid: newSid(),
            account_sid: accountSid,
            vendor: 'google',
            voice: 'en-US-Wavenet-F',
            text_hash: newSid(),
          });
        }
      }
    }
    seedTelephonyDemo(
      ctx,
      SERVICE_PROVIDERS.map((sp) => sp.name),
    );
    seedAlertRulesDemo(
      store,
      SERVICE_PROVIDERS.map((sp) => sp.name),
    );
    // a user of the default account, so the fresh-install account has someone to sign in as
    const defaultAccount = store.get<{ account_sid: string }>(
      'SELECT account_sid FROM accounts WHERE service_provider_sid = ? ORDER BY created_at LIMIT 1',
      DEFAULT_SERVICE_PROVIDER_SID,
    );
    if (defaultAccount) addUser('default-user', DEFAULT_SERVICE_PROVIDER_SID, defaultAccount.account_sid);
  });
  return true;
}
