import type { ServerResponse } from 'node:http';

/**
 * Flush consolidation: an API answer's headers are set at once, and its bytes go to the socket
 * after the event loop has read everything that was waiting, together with the other answers
 * decided meanwhile (one setImmediate: the check phase right after the poll phase).
 *
 * Why: writing each answer the moment it is decided interleaves reads and writes one request at a
 * time. On loopback (a proxy or sidecar on the same host, the bench's load generator) every write
 * runs the receiver's side of TCP in the sender's system call and wakes the receiver, idle again
 * since the last answer: a wake-up per answer, paid by the server. Writing the answers of one
 * loop turn back to back wakes it once. Measured on the bench's quote, 55-58 µs of server CPU a
 * request against 76-80 (docs/decisions/0220).
 * Node's own HTTP/2 does the same: a session's frames are sent from a SetImmediate once the
 * JavaScript that produced them has run, so the gRPC transport had it already; Netty's
 * FlushConsolidationHandler is the same idea for the JVM.
 *
 * What it costs an answer: the rest of the loop turn it was decided in, when other requests were
 * waiting too (a server with one request at a time sends at once, in the same turn). The bytes,
 * their order on each connection, and each connection's headers are unchanged.
 */
const waiting: { response: ServerResponse; end: () => void }[] = [];
let scheduled = false;

/** Runs `end` (the answer's body written and the response ended) after this loop turn's reads. */
export const endAfterReads = (response: ServerResponse, end: () => void): void => {
  waiting.push({ response, end });
  if (scheduled) return;
  scheduled = true;
  setImmediate(flushAnswers);
};

const flushAnswers = (): void => {
  scheduled = false;
  // An answer ended here may make node read and answer more at once (a pipelined request): those
  // join a later turn's batch, after this one.
  const batch = waiting.splice(0);
  for (const { response, end } of batch) {
    // Ended meanwhile (cut by the client, or by a shutdown past its grace): nothing left to send.
    if (response.writableEnded || response.destroyed) continue;
    try {
      end();
    } catch (error) {
      // One answer that cannot be written must not hold back the others. Its headers are out of
      // reach of a second answer (already set): the connection is cut, as node cuts one it cannot serve.
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }
};
