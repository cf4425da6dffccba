// buildApp(): the platform API as a Fastify instance — the jambonz v1 contract on an embedded SQLite database.
// Tests call it with the defaults (an in-memory database) and use app.inject(); server.ts adds the environment.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import { resolveOptions, type AppOptions } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { SecretBox } from './lib/secret-box';
import { OutboxMailer, SmtpMailer, type Mailer } from './mail/mailer';
import { TokenService } from './auth/tokens';
import { authenticate, bearerToken } from './auth/caller';
import { checkRestriction } from './auth/restrictions';
import { HttpError, VIEW_ONLY_ERROR, unauthorized } from './http/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHONE_NUMBER_IMPORT_MAX_BYTES, isOn } from '@switchboard/shared/validation';
import { openApiTransform, validatorCompiler, type Api } from './http/zod';
import { attachScheduler, type Scheduler } from './http/scheduled';
import { identityArea } from './areas/identity';
import { telephonyArea } from './areas/telephony';
import { observabilityArea } from './areas/observability';
import { capabilityRoutes } from './capabilities';
import { speechArea } from './areas/speech';
import { billingArea } from './areas/billing';
import { searchArea } from './areas/search';

export type { AppOptions } from './config';

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's store, options, mailer… (tests reach the database through it) */
    ctx: AppContext;
    /** the API's scheduled work (http/scheduled.ts): the areas add their jobs, started once the server listens */
    scheduler: Scheduler;
  }
}

/** Paths under /v1 that need no token (prefix match, like the real server), plus the OpenAPI document. */
const PUBLIC_PREFIXES = [
  '/register',
  '/forgot-password',
  '/signin',
  '/login',
  '/messaging',
  '/outboundSMS',
  '/AccountTest',
  '/InviteCodes',
  '/PredefinedCarriers',
  '/openapi.json',
  '/Capabilities',
];

function v1Path(url: string): string {
  return (
    url
      .split('?')[0]
      .replace(/\/{2,}/g, '/')
      .replace(/^\/v1/, '') || '/'
  );
}

const isPublic = (path: string) => PUBLIC_PREFIXES.some((p) => path.startsWith(p));

/** Never log tokens passed in the query string. */
function safeUrl(url: string): string {
  return url.replace(/([?&]access_token=)[^&]*/g, '$1[redacted]');
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const resolved = resolveOptions(options);
  const { billing } = resolved;
  if (resolved.hosted && !billing.provider && !billing.stripeSecretKey && !billing.localProvider) {
    // The payment sandbox takes test cards as payment: never in production (api/src/dev/payment-sandbox).
    throw new Error(
      'hosted mode takes payments with Stripe: set STRIPE_SECRET_KEY (the development server, api/dist/dev/server.js, brings a payment sandbox instead)',
    );
  }
  const now = options.now ?? Date.now;
  const store = openDatabase({
    databasePath: resolved.databasePath,
    adminPassword: resolved.adminInitialPassword ?? 'admin',
    adminForceChange: !resolved.adminInitialPassword,
    extraMigrations: billing.localProvider?.migrations,
  });
  const mailer: Mailer =
    options.mailer ??
    (resolved.smtpUrl ? new SmtpMailer(resolved.smtpUrl, resolved.mailFrom) : new OutboxMailer());
  const ctx: AppContext = {
    store,
    options: resolved,
    box: new SecretBox(resolved.encryptionSecret),
    mailer,
    tokens: new TokenService(resolved.jwtSecret, resolved.jwtExpiresInSeconds, now),
    now,
  };

  const logger =
    options.logger === undefined || options.logger === false
      ? false
      : {
          ...(typeof options.logger === 'object' ? options.logger : {}),
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              '*.password',
              '*.token',
              '*.jwt',
              '*.secret',
              '*.initial_password',
              '*.new_password',
              '*.old_password',
            ],
            censor: '[redacted]',
          },
          serializers: {
            req: (req: FastifyRequest) => ({
              method: req.method,
              url: safeUrl(req.url),
              remoteAddress: req.ip,
            }),
          },
        };

  const app = Fastify({
    logger,
    // the audit trail's address: the browser's, through the portal's /api proxy (config.ts, trustProxy)
    ...(resolved.trustProxy.length ? { trustProxy: resolved.trustProxy } : {}),
    bodyLimit: 100 * 1024,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.decorate('ctx', ctx);
  app.decorate('scheduler', attachScheduler(app));
  app.decorateRequest('caller', null);
  app.decorateRequest('owner', null);

  // Requests are validated by the zod schemas on their routes (http/zod.ts; errors keep the contract's {msg}).
  // Responses are serialised as they are.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // JSON bodies: an empty body is "no body" (clients send DELETE with a JSON content type and nothing else).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    defaultJson(request, body as string, done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      reply.code(error.statusCode).headers(error.headers);
      if (typeof error.body === 'string') return reply.type('text/plain; charset=utf-8').send(error.body);
      return error.body === null ? reply.send() : reply.send(error.body);
    }
    const err = error as Error & { code?: string; statusCode?: number };
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ msg: 'request body is too large' });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send({ msg: 'unsupported content type: send JSON' });
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.name === 'SyntaxError' ||
      err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH'
    ) {
      return reply.code(400).send({ msg: 'the request body is not valid JSON' });
    }
    if (typeof err.code === 'string' && err.code.startsWith('SQLITE_CONSTRAINT')) {
      request.log.warn({ code: err.code, message: err.message }, 'constraint refused a write');
      if (err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
        return reply
          .code(422)
          .send({ msg: `duplicate value: ${err.message.replace(/^UNIQUE constraint failed: /, '')}` });
      }
      if (err.code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
        return reply
          .code(422)
          .send({ msg: 'the request refers to a record that does not exist or is still in use' });
      return reply.code(400).send({ msg: 'a value is not allowed for its field' });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.code(err.statusCode).send({ msg: err.message });
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ msg: 'internal server error' });
  });

  // Browsers may call the API from the configured origins only (the portal's, partners'); `*` opens it to any.
  const corsOrigins = resolved.corsOrigins;
  await app.register(cors, {
    origin: corsOrigins.includes('*') ? '*' : corsOrigins,
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Switchboard platform API',
        description:
          'The jambonz v1 REST contract (see docs/api/contract.md). Authorization: Bearer <JWT from POST /login, or an API key>.',
        version: '0.9.6',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
  });

  const ok = async (_request: FastifyRequest, reply: import('fastify').FastifyReply) =>
    reply.type('text/plain; charset=utf-8').send('OK');
  app.get('/', { schema: { hide: true } }, ok);
  app.get('/health', { schema: { summary: 'Liveness', tags: ['Health'], security: [] } }, ok);

  await app.register(
    async (v1) => {
      v1.addHook('onRequest', async (request, reply) => {
        reply.header('Cache-Control', 'no-store, no-cache, must-revalidate, proxy-revalidate');
        reply.header('X-Content-Type-Options', 'nosniff');
        if (request.method === 'OPTIONS' || isPublic(v1Path(request.url))) return;
        const token = bearerToken(request);
        const caller = token ? await authenticate(ctx, token) : null;
        if (!caller) throw unauthorized(token !== null);
        request.caller = caller;
      });
      // A user who must change their password may do only that (auth/restrictions.ts), whatever they send.
      v1.addHook('preValidation', async (request) =>
        checkRestriction(request.caller, request.method, v1Path(request.url), request.body),
      );
      // View-only users may read, sign out and change their own password; nothing else. The password change
      // may carry is_view_only as long as it keeps the restriction (the portal sends it, see docs/api/on-jambonz.md#jambonzs-quirks-the-portal-works-around).
      // Before any input is validated: a view-only user is refused whatever they send.
      v1.addHook('preValidation', async (request) => {
        if (!request.caller?.is_view_only || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
        const path = v1Path(request.url);
        if (path === '/logout' || path === '/logout/everywhere' || isPublic(path)) return;
        // one's own second factor is one's own security, like one's password
        if (path === '/Users/me/TwoFactor' || path === '/Users/me/TwoFactor/confirm') return;
        const body = request.body as Record<string, unknown> | undefined;
        const keepsRestriction = (value: unknown) => value === undefined || isOn(value);
        const passwordChangeOnly =
          body !== undefined &&
          body !== null &&
          typeof body === 'object' &&
          Boolean(body.old_password) &&
          Boolean(body.new_password) &&
          Object.keys(body).every(
            (k) => k === 'old_password' || k === 'new_password' || k === 'is_view_only',
          ) &&
          keepsRestriction(body.is_view_only);
        if (!passwordChangeOnly) throw VIEW_ONLY_ERROR();
      });

      // CSV bodies, for every route (the phone-number import reads them; elsewhere a text body is the usual 400).
      v1.addContentTypeParser(
        'text/csv',
        { parseAs: 'string', bodyLimit: PHONE_NUMBER_IMPORT_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );

      const areas: Api = v1.withTypeProvider<ZodTypeProvider>();
      areas.register(capabilityRoutes);
      areas.register(identityArea);
      areas.register(telephonyArea);
      areas.register(observabilityArea);
      areas.register(speechArea);
      areas.register(billingArea);
      areas.register(searchArea);

      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

      // Unknown routes: 401 without a valid token (like the real server), 404 with one.
      v1.setNotFoundHandler(async (request, reply) => {
        const token = bearerToken(request);
        const caller = token ? await authenticate(ctx, token) : null;
        if (!caller && !isPublic(v1Path(request.url))) throw unauthorized(token !== null);
        return reply.code(404).send({ msg: `Cannot ${request.method} ${v1Path(request.url)}` });
      });
    },
    { prefix: '/v1' },
  );

  if (resolved.devOutbox && mailer instanceof OutboxMailer) {
    // Development only (DEV_OUTBOX=1): read what the server "sent".
    app.get('/dev/outbox', { schema: { hide: true } }, async () => mailer.messages);
    app.delete('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
      mailer.clear();
      return reply.code(204).send();
    });
  }

  app.addHook('onClose', async () => store.close());
  return app;
}
