import { expect } from 'chai';
import { createPinoLogger, logLevelFrom } from '../../src/compose/pino-logger.js';

/** A pino destination that keeps each line written. */
const capture = () => {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
};

describe('the pino logger', () => {
  it('writes one JSON line per event: level name, ISO time, message and the fields, no pid or hostname', () => {
    const { lines, destination } = capture();
    const logger = createPinoLogger({ destination });
    logger.info('request', { requestId: 'req_1', status: 200 });
    logger.warn('insurer rating failed');
    expect(lines).to.have.length(2);
    expect(lines.every((line) => line.endsWith('\n') && line.indexOf('\n') === line.length - 1)).to.equal(true);
    const first = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
    expect(first).to.include({ level: 'info', message: 'request', requestId: 'req_1', status: 200 });
    expect(String(first['time'])).to.match(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(first).to.not.have.any.keys('pid', 'hostname', 'msg');
    expect(JSON.parse(lines[1] ?? '')).to.include({ level: 'warn', message: 'insurer rating failed' });
  });

  it('censors secrets, signatures, tokens and bodies a caller passes by mistake', () => {
    const { lines, destination } = capture();
    createPinoLogger({ destination }).error('oops', { secret: 'sk_test_s3cr3t', signature: 'v2=abc', token: 'tok', authorization: 'Bearer tok', body: '{"a":1}', keyId: 'ak_test_abcd…' });
    expect(lines[0]).to.not.match(/s3cr3t|v2=abc|Bearer|"a":1|"tok"/);
    expect(JSON.parse(lines[0] ?? '')).to.include({ secret: '[redacted]', body: '[redacted]', keyId: 'ak_test_abcd…' });
  });

  it('writes nothing below its level (PARASOL_LOG_LEVEL; a value it does not know is info)', () => {
    const { lines, destination } = capture();
    const logger = createPinoLogger({ destination, level: logLevelFrom({ PARASOL_LOG_LEVEL: 'warn' }) });
    logger.info('quiet');
    logger.warn('loud');
    expect(lines.map((line) => (JSON.parse(line) as { message: string }).message)).to.deep.equal(['loud']);
    expect(logLevelFrom({ PARASOL_LOG_LEVEL: 'verbose' })).to.equal('info');
    expect(logLevelFrom({})).to.equal('info');
  });
});
