import type { Request, Response } from 'express';
import type { Context } from 'openapi-backend';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Metrics } from '../metrics.js';
import type { operations } from '../generated/registry.js';
import type { PresentContext } from '../present/context.js';
import type { AdoptionHistory } from '../registry/adoption.js';
import type { ExposureHistory } from '../registry/advisories/history.js';
import type { CheckInWrites } from '../registry/check-in-writes.js';
import type { UploadedArchive } from '../registry/publish.js';
import type { TrustedKeys } from '../registry/signatures.js';
import type { Principal } from '../auth/sign-in.js';
import type { Sessions } from '../registry/sessions.js';
import type { OidcSignIn } from '../registry/sign-in.js';
import type { Webhooks } from '../registry/webhooks/index.js';
import type { ApiKeyRecord, AuditStamp, SiteSigner, Storage } from '../storage/types.js';

export type OperationId = keyof operations;

type SuccessOf<R> = 200 extends keyof R ? R[200] : 201 extends keyof R ? R[201] : never;
type JsonOf<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** The success body of an operation, straight from the generated types. */
export type SuccessBody<Op extends OperationId> = JsonOf<SuccessOf<operations[Op]['responses']>>;
/** Path parameters of an operation. */
export type PathParams<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer P } ? P : never;
export type QueryParams<Op extends OperationId> = operations[Op]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;
export type JsonBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type FormBody<Op extends OperationId> = operations[Op] extends {
  requestBody: { content: { 'multipart/form-data': infer B } };
}
  ? B
  : never;

/**
 * A body already serialised: JSON text, its UTF-8 bytes, or those bytes in pieces that are sent
 * one after another as they are (an update check's answer: its items' cached bytes, not copied
 * into one buffer of tens of KiB at every check; bench/README.md, "Figures behind the code").
 */
export type SerialisedJson = string | Buffer | readonly Buffer[];

/** The UTF-8 bytes of serialised JSON, in one buffer. */
export function jsonBytes(json: SerialisedJson): Buffer {
  if (typeof json === 'string') return Buffer.from(json);
  return Buffer.isBuffer(json) ? json : Buffer.concat(json);
}

/**
 * What a handler returns: a status and a body for the app to send, or `sent` when it streamed
 * the answer itself. `json`, when given, is `body` already serialised (the app sends it as is;
 * with response checks on, it must parse back to `body`; see okJson).
 */
export type Reply<Op extends OperationId> =
  { status: 200 | 201; body: SuccessBody<Op>; json?: SerialisedJson } | { sent: true };

export type Handler<Op extends OperationId> = (c: Context, req: Request, res: Response) => Promise<Reply<Op>>;

/** One handler for a plugin's and a theme's operation, whose requests and answers have one shape. */
export type PluginAndThemeHandler<Plugin extends OperationId, Theme extends OperationId> = Handler<Plugin> &
  Handler<Theme>;

/** One handler per operationId of the spec: a missing one fails the type check. */
export type HandlerMap = { [Op in OperationId]: Handler<Op> };

export interface HandlerDeps {
  config: Config;
  storage: Storage;
  /** Presenters bound to the address this request reached the service at. */
  presentFor: (req: Request) => PresentContext;
  /** The archive an upload form carried in `field`, now the caller's to remove; the HTTP layer received it. */
  uploadedArchive: (req: Request, field: 'plugin' | 'theme') => UploadedArchive | undefined;
  /** The check-ins this app is writing after its answers (GET /sites waits for them). */
  checkIns: CheckInWrites;
  /** Who made the change this request asks for, to be recorded with it (the HTTP layer knows the key and request id). */
  auditStamp: (res: Response) => AuditStamp;
  /** The request's id (the request log's), for what the registry records on its own (a health gate's entry). */
  requestIdOf: (res: Response) => string | null;
  /** The enrolled site that signed this request, verified by the HTTP layer; undefined when unsigned. */
  signedSite: (res: Response) => SiteSigner | undefined;
  /** The signed request's `X-Site-Time` (Unix seconds), verified with its signature; undefined when unsigned. */
  signedAt: (res: Response) => number | undefined;
  /** The API key that passed the gate (its record: id, name, scopes, enrollment allowance, composer ring). */
  apiKeyOf: (res: Response) => ApiKeyRecord;
  /** Daily adoption snapshots: read by the adoption operations, taken by requests (app.ts). */
  adoption: AdoptionHistory;
  /** Advisories' daily exposure counts: read by GET /advisories/{id}/exposure/history, taken by requests (app.ts). */
  exposureHistory: ExposureHistory;
  /** The keys an upload's signature must verify against (REGISTRY_SIGNING_KEYS). */
  trustedKeys: TrustedKeys;
  /** Webhook endpoints and their deliveries (DESIGN 18). */
  webhooks: Webhooks;
  /** The app's Prometheus series; undefined when metrics are off (no REGISTRY_METRICS_TOKEN). */
  metrics?: Metrics;
  /** Where work that outlives its request (a check-in written after the answer) reports failures. */
  logger?: Pick<Logger, 'warn'>;
  /** Operator sign-in (DESIGN 17): the OIDC flow and sessions when configured, App Service's, and who passed the gate. */
  signIn: {
    oidc?: OidcSignIn;
    sessions?: Sessions;
    appService: boolean;
    principalOf: (res: Response) => Principal | undefined;
  };
}

// The body's type is checked where the reply meets the handler's declared Reply<Op>.
export const ok = <Body>(body: Body) => ({ status: 200 as const, body });
export const created = <Body>(body: Body) => ({ status: 201 as const, body });
/**
 * 200 with the body already serialised as `json` (see Reply); the body, which only response
 * checks read, is parsed from it when they ask: they then check the bytes sent.
 */
export const okJson = <Body>(json: SerialisedJson) => ({
  status: 200 as const,
  get body(): Body {
    return JSON.parse(jsonBytes(json).toString()) as Body;
  },
  json,
});

export function pathParams<Op extends OperationId>(c: Context): PathParams<Op> {
  return c.request.params as PathParams<Op>;
}

export function queryParams<Op extends OperationId>(c: Context): QueryParams<Op> {
  return c.request.query as QueryParams<Op>;
}

export function jsonBody<Op extends OperationId>(c: Context): JsonBody<Op> {
  return c.request.requestBody as JsonBody<Op>;
}

/** The text fields of an upload form; its file part is not among them (see `uploadedArchive`). */
export function formFields<Op extends OperationId>(c: Context): Partial<FormBody<Op>> {
  return (c.request.requestBody ?? {}) as Partial<FormBody<Op>>;
}
