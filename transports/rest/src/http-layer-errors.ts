import { STATUS_CODES, maxHeaderSize, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type Koa from 'koa';
import { httpStatusOf, wireCode, type ErrorCode, type Logger } from '@parasol/core';
import type { ServerSettings } from './server-settings.js';

/** Codes that only say the client went away: nothing to answer, nothing of ours broke. */
const BROKEN_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ETIMEDOUT', 'ERR_STREAM_PREMATURE_CLOSE']);

/** How long a socket that got its error answer may stay open for the client to read it and close. */
const LINGER_MS = 1000;

/**
 * What node:http meets before or beside the app, made to look like the rest of the API:
 *
 * - A request node:http refuses itself (not HTTP, headers or request too slow, headers too big)
 *   gets a JSON error body like every other answer (BAD_REQUEST, REQUEST_TIMEOUT,
 *   HEADERS_TOO_LARGE), where node would write a bare status line. As node does, it is only
 *   written when the socket is writable and no answer has started on it, then the connection closes.
 * - A broken connection (reset, closed pipe) is one info line, once per socket, whether node or
 *   Koa notices it, instead of nothing or Koa's multi-line stack on the JSON-lines stderr.
 * - Any other error Koa reports after the app has answered is one error line, stack as a field.
 *
 * Must be installed before app.callback() is called: Koa adds its console-printing handler when
 * the app has no 'error' listener then.
 */
export function handleHttpLayerErrors(server: Server, app: Koa, settings: ServerSettings, logger: Logger): void {
  // The answers under way on each socket (several when a client pipelines requests).
  const open = new WeakMap<Socket, Set<ServerResponse>>();
  const done = new WeakSet<Socket>();

  server.on('request', (request, response: ServerResponse) => {
    const socket = request.socket;
    let answers = open.get(socket);
    if (answers === undefined) open.set(socket, (answers = new Set()));
    answers.add(response);
    response.once('close', () => answers.delete(response));
  });

  const broken = (socket: Socket, error: NodeJS.ErrnoException, requestId?: unknown) => {
    if (done.has(socket)) return;
    done.add(socket);
    logger.info('client connection broken', {
      cause: error.code ?? error.message,
      duringRequest: (open.get(socket)?.size ?? 0) > 0,
      ...(requestId === undefined ? {} : { requestId }),
    });
  };

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (BROKEN_CONNECTION.has(error.code ?? '') || !socket.writable) {
      broken(socket, error);
      socket.destroy();
      return;
    }
    // node's parser reports a broken request again for every later chunk: answer once.
    if (done.has(socket)) return;
    done.add(socket);
    const started = [...(open.get(socket) ?? [])].some((response) => response.headersSent);
    const code = codeOf(error);
    logger.info('client error', { cause: error.code ?? error.message, answered: started ? null : httpStatusOf(code) });
    if (started) {
      socket.destroy();
      return;
    }
    socket.end(errorAnswer(code, detailOf(code, settings)));
    // A client that never closes its side would otherwise keep the socket.
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });

  app.on('error', (error: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    const requestId = ctx?.state.requestId as unknown;
    if (ctx !== undefined && BROKEN_CONNECTION.has(error.code ?? '')) {
      broken(ctx.req.socket, error, requestId);
      return;
    }
    logger.error('response failed', {
      ...(requestId === undefined ? {} : { requestId }),
      error: { name: error.name, message: error.message, code: error.code, stack: error.stack },
    });
  });
}

const codeOf = (error: NodeJS.ErrnoException): ErrorCode => {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 'REQUEST_TIMEOUT';
    case 'HPE_HEADER_OVERFLOW':
      return 'HEADERS_TOO_LARGE';
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 'PAYLOAD_TOO_LARGE';
    default:
      return 'BAD_REQUEST';
  }
};

const detailOf = (code: ErrorCode, settings: ServerSettings): string => {
  switch (code) {
    case 'REQUEST_TIMEOUT':
      return `The request was not received in time: headers are due within ${settings.headersTimeoutMs} ms, the whole request within ${settings.requestTimeoutMs} ms.`;
    case 'HEADERS_TOO_LARGE':
      return `The request headers exceed ${maxHeaderSize} bytes.`;
    case 'PAYLOAD_TOO_LARGE':
      return 'The chunk extensions of the body are too large.';
    default:
      return 'The request is not valid HTTP/1.1.';
  }
};

/** A whole HTTP/1.1 answer, written straight to the socket: there is no response object here. */
const errorAnswer = (code: ErrorCode, detail: string): string => {
  const status = httpStatusOf(code);
  const body = JSON.stringify({ error: wireCode(code), detail });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    '',
    body,
  ].join('\r\n');
};
