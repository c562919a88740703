import { isDeepStrictEqual } from 'node:util';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { type Config, ConfigError } from './config.js';
import { NotFoundError, RegistryError, UnauthenticatedError } from './errors.js';
import { createHandlers } from './handlers/index.js';
import { jsonBytes, type Reply, type SerialisedJson } from './handlers/types.js';
import {
  type Api,
  type Context,
  initApi,
  loadApi,
  type Operation,
  routedMethod,
  takesForm,
  takesJson,
} from './http/api.js';
import { AnswerCache } from './http/answer-cache.js';
import { corsFor } from './http/cors.js';
import { errorResponder } from './http/error-responder.js';
import { admission } from './http/admission.js';
import { refuseDeepJson } from './http/json-depth.js';
import { auditStamp, locals } from './http/locals.js';
import { requestLog } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { sessionAuthentication } from './http/session-auth.js';
import { siteSignatures } from './http/site-signature.js';
import { inSequence } from './http/sequence.js';
import { spooledFile } from './http/upload-spool.js';
import type { UploadHashes } from './http/upload-hashes.js';
import { receiveUploads } from './http/uploads.js';
import { uploadAdvisories } from './http/upload-advisory.js';
import { validationError } from './http/validation.js';
import { MAX_RELEASE_NOTES, parseGate } from './packages/rules.js';
import { PresentContext } from './present/context.js';
import { AdoptionHistory } from './registry/adoption.js';
import { ExposureHistory } from './registry/advisories/history.js';
import { CheckInWrites } from './registry/check-in-writes.js';
import { InstallCounts } from './registry/install-counts.js';
import { TrustedKeys } from './registry/signatures.js';
import { Sessions } from './registry/sessions.js';
import { OidcSignIn } from './registry/sign-in.js';
import { createWebhooks, type Webhooks } from './registry/webhooks/index.js';
import { Metrics } from './metrics.js';
import type { operations } from './generated/registry.js';
import { auditEntry } from './present/audit.js';
import { instrumented } from './storage/instrumented.js';
import type { AdapterStorage } from './storage/types.js';

/**
 * The largest JSON body a valid PATCH can be: release notes of MAX_RELEASE_NOTES characters, each
 * outside the Basic Multilingual Plane and escaped as a surrogate pair (`\ud83d\ude00`, 12 bytes),
 * as PHP's json_encode and Python's json.dumps send them, plus room for the other fields and
 * whitespace. Anything larger cannot be valid and is refused with 413 before it is parsed.
 */
export const JSON_BODY_LIMIT_BYTES = MAX_RELEASE_NOTES * 12 + 64 * 1024;

/** The operations of the liveness and readiness probes (openapi/registry.yaml). */
const PROBES: Array<keyof operations> = ['getHealth', 'getReadiness'];

export interface AppOptions {
  config: Config;
  /** The adapter: the app hands its spool folder to the upload layer and the contract to the rest. */
  storage: AdapterStorage;
  logger: Logger;
  /** Check every response against the spec and answer 500 on a mismatch (tests turn this on). */
  validateResponses?: boolean;
  /** Bytes of answers the answer cache may hold; default: the configured REGISTRY_RESPONSE_CACHE_MB. */
  responseCacheBytes?: number;
  /** The uploads' hashing thread (the server stops it when it closes); default: one of the app's own. */
  uploadHashes?: UploadHashes;
  /** What runs beside the requests (webhook deliveries) and what they share; default: the app's own, not started. */
  services?: AppServices;
}

/** What the app and the work beside its requests share: the (measured) storage, the metrics, the webhooks. */
export interface AppServices {
  storage: AdapterStorage;
  metrics?: Metrics;
  /** The caller starts `webhooks.deliveries` once it listens and stops it before closing storage. */
  webhooks: Webhooks;
}

/** Builds the services over an adapter: storage calls are measured only when metrics are on. */
export function createAppServices(config: Config, adapter: AdapterStorage, logger?: Logger): AppServices {
  const metrics = config.metricsToken === undefined ? undefined : new Metrics();
  const storage = metrics ? instrumented(adapter, config.storage, metrics) : adapter;
  const webhooks = createWebhooks({ config, storage, present: auditEntry, metrics, logger });
  return { storage, metrics, webhooks };
}

/** Builds the Express app from its dependencies; it does not listen. */
export async function createApp({
  config,
  storage: adapter,
  logger,
  validateResponses = false,
  responseCacheBytes,
  uploadHashes,
  services = createAppServices(config, adapter, logger),
}: AppOptions): Promise<express.Express> {
  checkDefaultGate(config);
  const { storage, metrics, webhooks } = services;
  const api = await loadApi();
  const checkIns = new CheckInWrites();
  const adoption = new AdoptionHistory(storage, checkIns, Date.now, (err) =>
    logger.warn({ err }, 'adoption snapshot failed; the next request after an hour tries again'),
  );
  const exposureHistory = new ExposureHistory(storage, checkIns, Date.now, (err) =>
    logger.warn({ err }, 'advisory exposure count failed; the next request after an hour tries again'),
  );
  const installs = new InstallCounts(storage, checkIns, config.installsRefreshSeconds * 1000);
  const presentFor = (req: Request) =>
    new PresentContext(config, storage, publicBaseUrl(config, req), (slug) => installs.countOf(slug));
  const answers = new AnswerCache({
    storage,
    installs,
    linkTtlSeconds: config.linkTtlSeconds,
    baseUrlOf: (req) => publicBaseUrl(config, req),
    maxBytes: responseCacheBytes ?? config.responseCacheBytes,
  });
  const { signIn } = config;
  const sessions = signIn.oidc ? new Sessions(storage.sessions) : undefined;
  const oidc =
    signIn.oidc && sessions ? new OidcSignIn({ ...signIn.oidc, rolesClaim: signIn.rolesClaim }, sessions) : undefined;
  const handlers = answers.wrap(
    createHandlers({
      config,
      storage,
      checkIns,
      presentFor,
      uploadedArchive: spooledFile,
      auditStamp,
      signedSite: (res) => locals(res).site,
      signedAt: (res) => locals(res).siteTime,
      apiKeyOf: (res) => {
        const { apiKey } = locals(res);
        if (!apiKey) throw new Error('An operation that needs a key reached its handler without one.');
        return apiKey;
      },
      requestIdOf: (res) => locals(res).requestId ?? null,
      trustedKeys: new TrustedKeys(config.signingKeys),
      adoption,
      exposureHistory,
      webhooks,
      metrics,
      logger,
      signIn: { oidc, sessions, appService: signIn.appService, principalOf: (res) => locals(res).principal },
    }),
  );
  api.register({
    ...handlers,
    validationFail: async (c: Context) => {
      throw validationError(c);
    },
    notFound: async (c: Context) => {
      throw new NotFoundError(`There is no ${c.request.method.toUpperCase()} ${truncate(c.request.path)} endpoint.`);
    },
    methodNotAllowed: async (c: Context, _req: Request, res: Response) => methodNotAllowed(api, c, res),
    unauthorizedHandler: async () => {
      throw new UnauthenticatedError('Missing API key.');
    },
    postResponseHandler: async (c: Context, req: Request, res: Response) =>
      send(api, c, req, res, answers, validateResponses),
  });
  // Admission has already checked the key; this makes openapi-backend agree with it.
  api.registerSecurityHandler('ApiKey', (_c: Context, _req: Request, res: Response) => Boolean(locals(res).apiKey));
  api.registerSecurityHandler('Session', (_c: Context, _req: Request, res: Response) => Boolean(locals(res).principal));
  api.registerSecurityHandler('ComposerBasic', (_c: Context, _req: Request, res: Response) =>
    Boolean(locals(res).apiKey),
  );
  api.registerSecurityHandler('ComposerBearer', (_c: Context, _req: Request, res: Response) =>
    Boolean(locals(res).apiKey),
  );
  await initApi(api);
  // A fresh instance's first requests are the platform's probes, and each operation's request
  // validators are compiled by its first request (http/api.ts), the very first also compiling
  // ajv's meta-schema: the probes' are compiled here, before the server listens, so that no
  // probe answer waits for a compile while start-up's background work runs beside it (issue 49).
  // The first 200 comes no later: that first probe would have paid the same compile.
  for (const operationId of PROBES) api.validator.getRequestValidatorsForOperation(operationId);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const cors = corsFor(config.corsOrigins);
  // What every request passes before its body is read; a cached answer is sent from its end.
  app.use(
    inSequence(
      securityHeaders(config.baseUrlIsFixed && config.baseUrl.startsWith('https:')),
      requestLog(logger),
      ...(cors ? [cors] : []),
      admission(
        api,
        storage,
        sessionAuthentication({
          sessions,
          appServiceRolesClaim: signIn.appService ? signIn.rolesClaim : undefined,
          originOf: (req) => new URL(publicBaseUrl(config, req)).origin,
        }),
      ),
      answers.serve(),
    ),
  );
  // The day's adoption snapshots and advisory exposure counts are taken by the first request after a
  // UTC midnight (registry/adoption.ts, registry/advisories/history.ts).
  app.use((_req, _res, next) => {
    adoption.sweepIfDue();
    exposureHistory.daily.ifDue();
    next();
  });
  app.use(jsonBodies());
  app.use(formBodies());
  app.use(siteSignatures(storage, config.sites));
  app.use(receiveUploads(storage.tempDir, config.maxUploadBytes, uploadHashes));
  app.use(uploadAdvisories(api));
  app.use((req, res, next) => {
    const request = {
      method: routedMethod(req.method),
      path: req.path,
      headers: req.headers as Record<string, string>,
      query: req.query as Record<string, string>,
      body: req.body as unknown,
    };
    api.handleRequest(request, req, res).catch(next);
  });
  app.use(
    errorResponder(
      logger,
      validateResponses ? (operation, status, body) => specViolation(api, operation, status, body) : undefined,
    ),
  );
  return app;
}

/**
 * JSON bodies up to JSON_BODY_LIMIT_BYTES, except a site's update check: 2 000 plugins and
 * 2 000 themes with every header WordPress read from them take a few MiB; each nested at most
 * MAX_JSON_DEPTH levels. A body sent to an
 * operation that takes none (a DELETE with a JSON body) is ignored, not parsed.
 */
function jsonBodies() {
  // A request a site signs keeps its body's bytes: the signature covers them as received.
  // Its depth is checked first (json-depth.ts), before it is parsed or any signature checked.
  const keepSigned = (req: Request, res: Response, buf: Buffer, encoding: string) => {
    refuseDeepJson(buf, encoding);
    if (req.headers['x-site-id'] !== undefined) locals(res).rawBody = buf;
  };
  const small = express.json({ limit: JSON_BODY_LIMIT_BYTES, strict: true, verify: keepSigned });
  const large = express.json({ limit: '4mb', strict: true, verify: keepSigned });
  return (req: Request, res: Response, next: (err?: unknown) => void) => {
    const { operation } = locals(res);
    if (!takesJson(operation)) return next();
    return (operation?.operationId === 'checkUpdates' ? large : small)(req, res, next);
  };
}

/**
 * URL-encoded forms, for the operations that take one (Composer's advisories API: `packages[]=…`,
 * which Composer sends for every package of a project). Never parsed for any other operation.
 */
function formBodies() {
  const parse = express.urlencoded({ extended: true, limit: '1mb', parameterLimit: 10_000 });
  return (req: Request, res: Response, next: (err?: unknown) => void) =>
    takesForm(locals(res).operation) ? parse(req, res, next) : next();
}

function send(api: Api, c: Context, req: Request, res: Response, answers: AnswerCache, validate: boolean): void {
  const reply = c.response as Reply<never> | undefined;
  if (!reply || 'sent' in reply) return;
  const violation =
    validate && c.operation
      ? (specViolation(api, c.operation, reply.status, reply.body) ?? serializationMismatch(reply))
      : undefined;
  if (violation) {
    res.status(500).json({ status: 500, error: 500, messages: { error: `Response violates the spec: ${violation}` } });
    return;
  }
  answers.send(req, res, reply);
}

/** What is wrong with a response: a status the operation does not document, or a body off its schema. */
function specViolation(api: Api, operation: Operation, status: number, body: unknown): string | undefined {
  if (!operation.responses?.[String(status)]) return `${operation.operationId} does not document status ${status}`;
  const errors = api.validateResponse(body, operation, status).errors;
  return errors?.length ? JSON.stringify(errors.slice(0, 3)) : undefined;
}

/** A reply sent as prebuilt JSON (Reply.json) must say what its body says. */
function serializationMismatch(reply: { body: unknown; json?: SerialisedJson }): string | undefined {
  if (reply.json === undefined) return undefined;
  return isDeepStrictEqual(JSON.parse(jsonBytes(reply.json).toString()), JSON.parse(JSON.stringify(reply.body)))
    ? undefined
    : 'the JSON sent differs from the body checked';
}

function methodNotAllowed(api: Api, c: Context, res: Response): never {
  const allowed = ['get', 'post', 'patch', 'delete', 'put']
    .filter((method) => api.matchOperation({ ...c.request, method }))
    .flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]));
  res.setHeader('Allow', allowed.join(', '));
  const choices = allowed.length > 1 ? `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}` : allowed.join('');
  throw new RegistryError(
    'method_not_allowed',
    `${c.request.method.toUpperCase()} is not allowed here; use ${choices}.`,
  );
}

/** REGISTRY_BASE_URL when set; else the address of this request (X-Forwarded-* from trusted proxies). */
function publicBaseUrl(config: Config, req: Request): string {
  if (config.baseUrlIsFixed) return config.baseUrl;
  const host = req.host; // Express 5: X-Forwarded-Host when the hop is trusted, with its port
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `${req.protocol}://${host}` : config.baseUrl;
}

/** REGISTRY_DEFAULT_GATE must parse (packages/rules.ts): a bad one stops the start, naming the variable. */
function checkDefaultGate(config: Config): void {
  if (config.defaultGate === undefined) return;
  try {
    parseGate(config.defaultGate, 'REGISTRY_DEFAULT_GATE');
  } catch (err) {
    throw new ConfigError([`${(err as Error).message}; e.g. "max_unhealthy_percent=0,min_sites=1,action=withdraw".`]);
  }
}

function truncate(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}
