import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** The connections of one remote address: how many are open, and the idle ones, oldest first. */
interface AddressConnections {
  readonly address: string;
  open: number;
  readonly idle: Set<Socket>;
}

/**
 * The server's open connections, by remote address, and which of them are idle, oldest idle
 * first: what the connection cap closes to make room for a new connection (connection-cap.ts).
 *
 * Idle means no request under way on the connection: kept alive after its last answer, or open
 * with no request yet (which includes one whose request headers are still arriving: node tells
 * nothing before they are complete, and a client that slow is the first one to let go). A Set
 * keeps insertion order, so a connection moved to its end on each answer makes the first one the
 * longest idle.
 */
export class IdleConnections {
  readonly #idle = new Set<Socket>();
  readonly #byAddress = new Map<string, AddressConnections>();
  /** Each connection tracked, with its address's record. */
  readonly #tracked = new Map<Socket, AddressConnections>();
  /** Answers under way on each busy connection (several when a client pipelines). */
  readonly #busy = new Map<Socket, number>();

  constructor(server: Server) {
    server.on('request', (request, response: ServerResponse) => {
      const socket = request.socket;
      const answers = this.#busy.get(socket) ?? 0;
      this.#busy.set(socket, answers + 1);
      if (answers === 0) this.#setBusy(socket);
      response.once('close', () => {
        const left = (this.#busy.get(socket) ?? 1) - 1;
        if (left > 0) return void this.#busy.set(socket, left);
        this.#busy.delete(socket);
        if (!socket.destroyed) this.#setIdle(socket);
      });
    });
  }

  /** Connections open now (the ones tracked: added and not closed yet). */
  get open(): number {
    return this.#tracked.size;
  }

  /** Connections open now from this address. */
  openFrom(address: string): number {
    return this.#byAddress.get(address)?.open ?? 0;
  }

  /** Tracks a connection just accepted, idle until its first request, until it closes. */
  add(socket: Socket, address: string): void {
    let connections = this.#byAddress.get(address);
    if (connections === undefined) this.#byAddress.set(address, (connections = { address, open: 0, idle: new Set() }));
    connections.open += 1;
    this.#tracked.set(socket, connections);
    this.#setIdle(socket);
    socket.once('close', () => this.#forget(socket));
  }

  /**
   * Closes the connection idle the longest, of every address or of the one given, and counts it
   * closed at once (its 'close' event comes later, after the next connection may have come).
   * Returns false when no connection is idle.
   */
  closeLongestIdle(address?: string): boolean {
    const idle = address === undefined ? this.#idle : this.#byAddress.get(address)?.idle;
    const socket: Socket | undefined = idle?.values().next().value;
    if (socket === undefined) return false;
    this.#forget(socket);
    socket.destroy();
    return true;
  }

  #forget(socket: Socket): void {
    const connections = this.#tracked.get(socket);
    if (connections === undefined) return;
    this.#setBusy(socket);
    this.#tracked.delete(socket);
    this.#busy.delete(socket);
    connections.open -= 1;
    if (connections.open === 0) this.#byAddress.delete(connections.address);
  }

  #setIdle(socket: Socket): void {
    const connections = this.#tracked.get(socket);
    if (connections === undefined) return; // closed, or never tracked
    this.#idle.add(socket);
    connections.idle.add(socket);
  }

  #setBusy(socket: Socket): void {
    this.#idle.delete(socket);
    this.#tracked.get(socket)?.idle.delete(socket);
  }
}
