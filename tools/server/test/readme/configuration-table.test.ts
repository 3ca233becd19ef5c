import { expect } from 'chai';
import { variablesTheCodeReads, variablesTheReadmeLists } from './environment-variables.js';

describe('README configuration table', () => {
  it('lists every environment variable the code reads, and none it does not', () => {
    const read = variablesTheCodeReads();
    // The scan finds what it should: a variable of each kind of read.
    expect(read).to.include.members(['PORT', 'GRPC_PORT', 'PARASOL_MONGO_URL', 'PARASOL_METRICS_PORT', 'PARASOL_LOG_LEVEL', 'MONGODB_URI']);
    const listed = variablesTheReadmeLists();
    expect(read.filter((name) => !listed.includes(name)), 'read by the code, missing from the table').to.deep.equal([]);
    expect(listed.filter((name) => !read.includes(name)), 'in the table, read by nothing').to.deep.equal([]);
  });
});
