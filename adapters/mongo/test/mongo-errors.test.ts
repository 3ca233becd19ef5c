import { expect } from 'chai';
import { MongoNetworkError, MongoNetworkTimeoutError, MongoServerError, MongoServerSelectionError, MongoWriteConcernError } from 'mongodb';
import { isStorageUnavailable } from '@parasol/core';
import { guarded, isDuplicateKey, isUnavailable } from '../src/index.js';

const serverError = (code: number, labels: string[] = []) => {
  const e = new MongoServerError({ code, errmsg: `server said ${code}`, ok: 0 });
  for (const label of labels) e.addErrorLabel(label);
  return e;
};

// The one mapping from driver failures to what Parasol answers: a wrong entry here is either a
// 500 during an outage or a 503 hiding a bug, so each kind is pinned down.
describe('MongoDB error mapping', () => {
  it('reads a duplicate key (11000) as "exists", and nothing else as one', () => {
    expect(isDuplicateKey(serverError(11000))).to.equal(true);
    expect(isDuplicateKey(serverError(11001))).to.equal(false);
    expect(isDuplicateKey(new Error('E11000 duplicate key'))).to.equal(false);
    expect(isUnavailable(serverError(11000))).to.equal(false);
  });

  it('reads refused, reset, timed-out and unselectable connections as the database being unavailable', () => {
    expect(isUnavailable(new MongoNetworkError('connection reset'))).to.equal(true);
    expect(isUnavailable(new MongoNetworkTimeoutError('socket timed out'))).to.equal(true);
    expect(isUnavailable(new MongoServerSelectionError('no primary', { type: 'Unknown' } as never))).to.equal(true);
    // What the driver lets through unwrapped when it writes to a connection the server just closed.
    expect(isUnavailable(Object.assign(new Error('write ECONNRESET'), { code: 'ECONNRESET', syscall: 'write', errno: -104 }))).to.equal(true);
    expect(isUnavailable(Object.assign(new Error('ECONNRESET'), { code: 'ECONNRESET' }))).to.equal(false); // no syscall: not a socket's
  });

  it('reads a primary stepping down, a shutdown and an unconfirmed majority write as unavailable', () => {
    for (const code of [189, 91, 10107, 11600, 13435, 64]) expect(isUnavailable(serverError(code)), `code ${code}`).to.equal(true);
    expect(isUnavailable(serverError(1, ['RetryableWriteError']))).to.equal(true);
    expect(isUnavailable(new MongoWriteConcernError({ writeConcernError: { code: 64, errmsg: 'waiting for replication timed out' } } as never))).to.equal(true);
  });

  it('leaves a refused request or a bug as it is: a bad query is not an outage', () => {
    for (const code of [2, 9, 14, 52, 121]) expect(isUnavailable(serverError(code)), `code ${code}`).to.equal(false);
    expect(isUnavailable(new TypeError('x is undefined'))).to.equal(false);
  });

  it('throws StorageUnavailableError for an outage, keeping the cause and the Retry-After, and any other error unchanged', async () => {
    const outage = new MongoNetworkError('connect ECONNREFUSED');
    const thrown = await guarded('keys.get', 3, () => Promise.reject(outage)).catch((e: unknown) => e);
    expect(isStorageUnavailable(thrown)).to.equal(true);
    expect((thrown as { retryAfterSeconds: number }).retryAfterSeconds).to.equal(3);
    expect((thrown as Error).cause).to.equal(outage);
    expect((thrown as Error).message).to.contain('keys.get');
    const bug = new TypeError('not a function');
    expect(await guarded('keys.get', 3, () => Promise.reject(bug)).catch((e: unknown) => e)).to.equal(bug);
    expect(await guarded('keys.get', 3, async () => 'answer')).to.equal('answer');
  });
});
