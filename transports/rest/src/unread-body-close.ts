import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection answered before its request's body arrived keeps reading (and dropping)
 * that body after the answer, for a client that reads only once it has sent everything. Bounded:
 * a client streaming 100 MB gets no more of the server than this.
 */
export const LINGER_MS = 2000;

/**
 * An answer sent before its request's body has all arrived (the 413 of a body over the limit, a
 * 404 for an unknown path, a page that never reads the body) closes the connection, and tells the
 * client so with `connection: close`. node alone does neither well: it keeps reading a body no one
 * reads until the client stops or requestTimeout (30 s) cuts it, and when the answer does say
 * close, it closes the socket with the client's bytes unread, which resets the connection and
 * loses the answer for a client that reads only after sending (Python's http.client, requests).
 *
 * So the socket closes the way RFC 9112 §9.6 asks ("lingering close", as nginx and Apache do): the
 * answer, then our side ends (FIN), then the rest of the body is read and dropped until the client
 * closes, or LINGER_MS has passed, when the socket is destroyed.
 *
 * A body that had all arrived when the answer started (if unread, node drops it itself) keeps the
 * connection alive. Must be installed before the app's request handler, which may answer at once.
 */
export function closeAfterUnreadBody(server: Server): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!announcesBody(request)) return;
    // node writes every answer's headers through writeHead, Koa's implicit ones included: the one
    // moment the answer's connection header can still be decided.
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!request.complete) {
        this.setHeader('connection', 'close');
        lingerOnClose(request);
      }
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof response.writeHead;
  });
}

/** Whether the request carries a body (RFC 9112 §6.3, what node's parser goes by). */
const announcesBody = (request: IncomingMessage): boolean => {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
};

/**
 * node closes a `connection: close` answer's socket with socket.destroySoon() once the answer is
 * written (and only then); this socket's destroySoon closes it lingering instead.
 */
const lingerOnClose = (request: IncomingMessage): void => {
  const socket: Socket = request.socket;
  socket.destroySoon = () => {
    socket.end();
    // With no reader left, a flowing request drops what arrives; resuming also restarts a socket
    // node had stopped reading because the request's buffer was full.
    request.resume();
    const cut = setTimeout(() => socket.destroy(), LINGER_MS);
    cut.unref();
    socket.once('close', () => clearTimeout(cut));
  };
};
