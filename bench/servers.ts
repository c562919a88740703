/**
 * The ceilings, each run as its own process (like the registry) by processes.ts:
 *   servers.ts http PORT BODY_FILE CONTENT_TYPE          bare node:http, the same bytes for every request
 *   servers.ts express PORT BODY_FILE CONTENT_TYPE ROUTE  bare Express 5 app with that one route (defaults: etag on)
 *   servers.ts express-floor PORT BODY_FILE CONTENT_TYPE ROUTE KEY LOG_FILE [post]
 *                                                        what a cached answer cannot avoid: the registry's security headers
 *                                                        (helmet) and request log line (to LOG_FILE, as the registry logs at
 *                                                        info), the API key's SHA-256 looked up, then the same bytes (ETag on);
 *                                                        with `post`, what an update check cannot avoid: the same, plus the
 *                                                        JSON body parsed (express.json, the registry's 4 MB limit), and no ETag
 *   servers.ts check-floor PORT DATA_DIR KEY LOG_FILE BASE_URL
 *                                                        what the design requires of an update check, and nothing else: the
 *                                                        express-floor post's work, then openapi-backend's routing and request
 *                                                        validation and the registry's own update-check handler on the same data
 *                                                        (controls, package index, offers, check-in, cached items; links for
 *                                                        BASE_URL, the registry's, so the answer bytes are its), the pieces sent
 *                                                        as the registry sends them (its check-ins land in the registry's
 *                                                        inventory, as the registry's own would). Not in it: the registry's other
 *                                                        middleware (the gate's permissions, the answer cache, signatures, uploads)
 *   servers.ts upload-sink PORT DIR [sha384]             streams each request body to a file in DIR while MD5-hashing it (and SHA-384, with sha384)
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express from 'express';
import helmet from 'helmet';
import pino from 'pino';
import { hashKey, PresentedKeyHashes } from '../src/auth/api-keys.js';
import { loadConfig } from '../src/config.js';
import { updateCheckHandlers } from '../src/handlers/update-check.js';
import type { Reply } from '../src/handlers/types.js';
import { sendJson } from '../src/http/answer-cache.js';
import { initApi, loadApi } from '../src/http/api.js';
import { requestLog } from '../src/http/request-log.js';
import { PresentContext } from '../src/present/context.js';
import { CheckInWrites } from '../src/registry/check-in-writes.js';
import { createStorage } from '../src/storage/index.js';

const [mode, portText, ...args] = process.argv.slice(2);
const port = Number(portText);

function listen(server: http.Server): void {
  server.requestTimeout = 0;
  server.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${mode} ${port}\n`));
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

if (mode === 'http') {
  const [bodyFile, contentType] = args;
  const body = fs.readFileSync(bodyFile);
  listen(
    http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': contentType, 'Content-Length': body.length });
      res.end(body);
    }),
  );
} else if (mode === 'express') {
  const [bodyFile, contentType, route] = args;
  const body = fs.readFileSync(bodyFile);
  const app = express();
  app.get(route, (_req, res) => {
    res.type(contentType).send(body);
  });
  listen(http.createServer(app));
} else if (mode === 'express-floor') {
  const [bodyFile, contentType, route, key, logFile, method] = args;
  const body = fs.readFileSync(bodyFile);
  const app = floorApp(key, logFile);
  if (method === 'post') {
    app.set('etag', false);
    app.post(route, jsonBodies(), (_req, res) => {
      res.type(contentType).send(body);
    });
  } else {
    app.get(route, (_req, res) => {
      res.type(contentType).send(body);
    });
  }
  listen(http.createServer(app));
} else if (mode === 'check-floor') {
  const [dataDir, key, logFile, baseUrl] = args;
  const config = loadConfig({ ...process.env, REGISTRY_DATA_DIR: dataDir, REGISTRY_BASE_URL: baseUrl });
  const storage = await createStorage(config);
  const api = await loadApi();
  const { checkUpdates } = updateCheckHandlers({
    storage,
    checkIns: new CheckInWrites(),
    presentFor: () => new PresentContext(config, storage, baseUrl),
    signedSite: () => undefined,
    signedAt: () => undefined,
    requestIdOf: () => null,
    config,
  });
  const refuse = (status: number) => async (_c: unknown, _req: unknown, res: express.Response) =>
    void res.status(status).json({ status, error: status, messages: { error: 'Refused by the floor.' } });
  api.register({
    checkUpdates,
    validationFail: refuse(400),
    notFound: refuse(404),
    methodNotAllowed: refuse(405),
    unauthorizedHandler: refuse(401),
    postResponseHandler: async (c, _req: express.Request, res: express.Response) => {
      const reply = c.response as Reply<'checkUpdates'>;
      if (!('sent' in reply)) sendJson(res, reply.status, reply.json ?? JSON.stringify(reply.body));
    },
  });
  // The key was looked up before routing, as the registry's gate does.
  api.registerSecurityHandler('ApiKey', () => true);
  await initApi(api);
  const app = floorApp(key, logFile);
  app.set('etag', false);
  app.post('/update-check', jsonBodies(), (req, res, next) => {
    const request = {
      method: req.method,
      path: req.path,
      headers: req.headers as Record<string, string>,
      query: req.query as Record<string, string>,
      body: req.body as unknown,
    };
    api.handleRequest(request, req, res).catch(next);
  });
  listen(http.createServer(app));
} else if (mode === 'upload-sink') {
  const [dir, also] = args;
  listen(
    http.createServer((req, res) => {
      const target = path.join(dir, `sink-${randomBytes(8).toString('hex')}.part`);
      const md5 = createHash('md5');
      const sha384 = also === 'sha384' ? createHash('sha384') : undefined;
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          sha384?.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      pipeline(req, measure, fs.createWriteStream(target)).then(
        () => {
          const answer = JSON.stringify({ checksum: md5.digest('hex'), size });
          res
            .writeHead(201, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(answer) })
            .end(answer);
          fs.rm(target, { force: true }, () => {});
        },
        (err: Error) => {
          res.writeHead(500).end(err.message);
          fs.rm(target, { force: true }, () => {});
        },
      );
    }),
  );
} else {
  process.stderr.write(`unknown mode ${mode}\n`);
  process.exit(2);
}

/**
 * What every floor pays before its route: helmet's headers, the request log line (to
 * `logFile`, as the registry logs at info), the presented key's hash looked up (cached, as the
 * registry's gate does: PresentedKeyHashes).
 */
function floorApp(key: string, logFile: string): express.Express {
  const keys = new Map([[hashKey(key), { name: 'bench' }]]);
  const hashes = new PresentedKeyHashes();
  const logger = pino(
    { level: 'info', base: { service: 'extension-registry' } },
    pino.destination({ dest: logFile, sync: false, minLength: 4096 }),
  );
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet(), requestLog(logger), (req, res, next) => {
    const presented = req.get('x-api-key');
    if (presented && keys.has(hashes.of(presented))) return next();
    res.status(401).json({ status: 401, error: 401, messages: { error: 'Missing API key.' } });
  });
  return app;
}

/** A POST floor's body parser: express.json with the registry's 4 MB limit. */
function jsonBodies(): express.RequestHandler {
  return express.json({ limit: '4mb', strict: true });
}
