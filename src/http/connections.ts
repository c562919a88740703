import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { errorBody } from '../errors.js';

/** How a connection is held: the part of the configuration the listening server applies. */
export interface ConnectionSettings {
  /** REGISTRY_KEEP_ALIVE_SECONDS: how long an idle keep-alive connection stays open. */
  keepAliveSeconds: number;
  /** REGISTRY_BODY_IDLE_SECONDS: a request body that does not move for this long is cut off. */
  bodyIdleSeconds: number;
}

/** How long a refused request's remaining body is read (and discarded) before the socket closes. */
export const DRAIN_MS = 5000;

/**
 * Applies the connection rules to a listening server; the service (src/server.ts) and the
 * test servers call this one function, so tests exercise the settings production runs with.
 */
export function applyConnectionSettings(server: Server, settings: ConnectionSettings): void {
  // Proxies in front (App Service's front end, Application Gateway, nginx) keep upstream
  // connections open far longer than Node's 5 s; a reuse that races our close is a 502.
  server.keepAliveTimeout = settings.keepAliveSeconds * 1000;
  // Node measures headersTimeout from the connection's last request; below keepAliveTimeout it
  // would cut idle keep-alive connections with a 408 before the keep-alive time is up.
  server.headersTimeout = (settings.keepAliveSeconds + 1) * 1000;
  // No deadline for a whole request: a slow CI upload that keeps moving must finish. A body
  // that stops moving is cut by `cutIdleBodies` instead.
  server.requestTimeout = 0;
  server.on('request', (req: IncomingMessage, res: ServerResponse) =>
    cutIdleBody(req, res, settings.bodyIdleSeconds * 1000),
  );
  const draining = new WeakSet<Duplex>();
  server.on('clientError', (err: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) =>
    answerClientError(err, socket, draining),
  );
}

/** Whether the request announces a body (Content-Length above 0, or chunked). */
export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * While the body arrives, the socket's inactivity timer (reset by every byte read or written)
 * runs with `idleMs`; when it fires, the client has stalled: answer 408 if nothing was answered
 * yet, and close. Once the body is complete the timer goes, and Node's keep-alive timer takes over.
 */
function cutIdleBody(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  if (!hasBody(req) || idleMs === 0) return;
  const onTimeout = () => {
    if (req.complete) return;
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    const body = JSON.stringify(errorBody(408, `The request body stopped arriving for ${idleMs / 1000} s.`));
    res.writeHead(408, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      Connection: 'close',
    });
    res.end(body, () => req.socket.destroy());
  };
  req.setTimeout(idleMs, onTimeout);
  req.once('end', () => {
    req.off('timeout', onTimeout);
    // Answered already (the keep-alive timer is set by now): leave that timer alone.
    if (!res.writableFinished) req.socket.setTimeout(0);
  });
}

/**
 * Node answers a request it cannot parse (headers over 16 KiB, a malformed request line) with a
 * bare status line and no body; this answers in the error shape like every other error.
 * `draining` holds the sockets answered so far: Node's parser, once failed, reports every later
 * chunk of the same request as an error again, and those chunks are only read and dropped.
 */
function answerClientError(
  err: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
  draining: WeakSet<Duplex>,
): void {
  if (draining.has(socket)) return;
  const [status, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large (at most 16 KiB).']
      : err.code === 'HPE_HEADERS_TIMEOUT' || err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request headers did not arrive in time.']
        : [400, 'The request could not be parsed as HTTP/1.1.'];
  // A connection reset by its client has nobody left to read an answer; one whose current request
  // is already being answered cannot take a second answer. (The socket's bytesWritten counted
  // the answers of earlier requests on a kept-alive connection: the next request's 431 was lost.)
  if (err.code === 'ECONNRESET' || !socket.writable || answering(socket)) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(status, message));
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
  // The answer to a HEAD has headers only; a body would be read as the start of a next answer.
  const head = err.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${head ? '' : body}`,
  );
  draining.add(socket);
  drainThenClose(socket);
}

/**
 * Whether the request in progress on this socket has begun its answer. Node keeps the response
 * being written as the socket's `_httpMessage` (what its own clientError default checks), and
 * detaches it once that answer is finished, before the next request on the connection.
 */
function answering(socket: Duplex): boolean {
  const current = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  return Boolean(current?.headersSent);
}

/**
 * The client may still be sending the rest of the request when the answer goes out (the parser
 * fails at 16 KiB of a 64 KiB header). Closing now would leave those bytes unread and the kernel
 * would reset the connection, often before the client has read the answer; so the rest is read
 * and dropped until the client has finished sending or DRAIN_MS have passed, as for refused uploads.
 */
function drainThenClose(socket: Duplex): void {
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, DRAIN_MS);
  timer.unref();
  socket.once('end', close);
  socket.once('close', () => clearTimeout(timer));
  socket.resume();
}

/**
 * Answers a request whose body is still arriving (413, or 401/403/415 before an upload's body)
 * so that every client reads the answer. Node destroys a `Connection: close` socket as soon as
 * the answer is written; unread bytes then make the kernel send a reset, and a client still
 * sending sees EPIPE or ECONNRESET instead of the answer. So: end only our side after the answer
 * (the client still sees it complete), keep reading and discarding until the client has sent
 * everything or DRAIN_MS have passed, and only then close.
 */
export function closeAfterDraining(req: IncomingMessage, res: ServerResponse): void {
  const socket = req.socket;
  res.setHeader('Connection', 'close');
  req.unpipe();
  req.resume();
  let received = req.complete;
  let answered = false;
  let timer: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const closeWhenDone = () => {
    if (received && answered) close();
  };
  const bodyDone = () => {
    received = true;
    closeWhenDone();
  };
  req.once('end', bodyDone);
  socket.once('end', bodyDone);
  socket.once('close', () => clearTimeout(timer));
  // Node calls destroySoon once the answer is written (it carries `Connection: close`).
  socket.destroySoon = () => {
    socket.end();
    timer = setTimeout(close, DRAIN_MS);
    timer.unref();
    const flushed = () => {
      answered = true;
      closeWhenDone();
    };
    if (socket.writableFinished) flushed();
    else socket.once('finish', flushed);
  };
}
