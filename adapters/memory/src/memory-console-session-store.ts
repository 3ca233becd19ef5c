import type { ConsoleSessionRecord, ConsoleSessionStore } from '@parasol/core';
import { frozenCopy } from './frozen-copy.js';

/** Embedded default console sessions (lost at restart: everyone signs in again). */
export class MemoryConsoleSessionStore implements ConsoleSessionStore {
  private readonly sessions = new Map<string, ConsoleSessionRecord>();

  async get(sessionId: string, now: number): Promise<ConsoleSessionRecord | undefined> {
    const session = this.sessions.get(sessionId);
    if (session === undefined) return undefined;
    if (session.expiresAt <= now) {
      this.sessions.delete(sessionId);
      return undefined;
    }
    return session;
  }

  async create(record: ConsoleSessionRecord): Promise<boolean> {
    if (this.sessions.has(record.sessionId)) return false;
    this.sessions.set(record.sessionId, frozenCopy(record));
    return true;
  }

  async remove(sessionId: string): Promise<boolean> {
    return this.sessions.delete(sessionId);
  }

  async removeByUser(userId: string): Promise<number> {
    let removed = 0;
    for (const [id, session] of this.sessions) {
      if (session.userId === userId && this.sessions.delete(id)) removed++;
    }
    return removed;
  }

  async listByUser(userId: string, now: number): Promise<readonly ConsoleSessionRecord[]> {
    return [...this.sessions.values()].filter((s) => s.userId === userId && s.expiresAt > now).sort((a, b) => a.createdAt - b.createdAt);
  }
}
