import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { StorageSetupError, openMongoStorage, redactedUrl, sessionSecretFrom } from '../../src/compose/mongo-storage.js';
import { startServe } from '../commands/serve-process.js';

/** `parasol serve --mongo-url` / PARASOL_MONGO_URL refusing to start, one line on stderr, exit 1. */
describe('parasol serve with MongoDB storage: start-up refusal', function () {
  this.timeout(30_000);

  it('stops when the database cannot be reached at start-up, naming it without its password', async () => {
    const serve = await startServe([], {
      PARASOL_MONGO_URL: 'mongodb://parasol:hunter2secret@127.0.0.1:1/parasol?serverSelectionTimeoutMS=300',
      PARASOL_MASTER_KEY: randomBytes(32).toString('base64'),
    });
    expect(await serve.exited).to.equal(1);
    expect(serve.stderr()).to.contain('cannot use MongoDB at mongodb://***@127.0.0.1:1/parasol');
    expect(serve.stderr()).to.not.contain('hunter2secret');
  });
});

describe('MongoDB storage composition', () => {
  it('refuses MongoDB storage without a master key, which every instance must share, before connecting', async () => {
    const refused = await openMongoStorage('mongodb://127.0.0.1:1/parasol', undefined).catch((e: unknown) => e);
    expect(refused).to.be.instanceOf(StorageSetupError);
    expect((refused as Error).message).to.contain('--mongo-url (PARASOL_MONGO_URL) needs PARASOL_MASTER_KEY').and.contain('openssl rand -base64 32');
  });

  it('derives one session secret per master key: the same on every instance, another for another key', () => {
    const master = randomBytes(32);
    expect(Buffer.from(sessionSecretFrom(master))).to.deep.equal(Buffer.from(sessionSecretFrom(Buffer.from(master))));
    expect(sessionSecretFrom(master)).to.have.length(32);
    expect(Buffer.from(sessionSecretFrom(master)).equals(master)).to.equal(false);
    expect(Buffer.from(sessionSecretFrom(master)).equals(Buffer.from(sessionSecretFrom(randomBytes(32))))).to.equal(false);
  });

  it('redacts the credentials of a connection string, and only them', () => {
    expect(redactedUrl('mongodb+srv://u:p%40ss@cluster0.example.net/parasol?w=majority')).to.equal('mongodb+srv://***@cluster0.example.net/parasol?w=majority');
    expect(redactedUrl('mongodb://db1:27017,db2:27017/parasol')).to.equal('mongodb://db1:27017,db2:27017/parasol');
  });
});
