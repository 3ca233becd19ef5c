import { expect } from 'chai';
import { HttpQuoteFunnel, type HttpQuoteFunnelOptions } from '../src/index.js';

const good: HttpQuoteFunnelOptions = { apiBaseUrl: 'https://api.funnel.example/partner', travellerBaseUrl: 'https://go.funnel.example', token: 'tok_Abc.123~+/==' };

/** The constructor's checks: a bad configuration stops start-up with a message that repeats no secret. */
describe('funnel-http: HttpQuoteFunnel options', () => {
  const refusal = (overrides: Partial<Record<keyof HttpQuoteFunnelOptions, unknown>>): string => {
    try {
      new HttpQuoteFunnel({ ...good, ...overrides } as HttpQuoteFunnelOptions).close();
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('accepts http(s) bases, an RFC 6750 token and the defaults', () => {
    expect(refusal({})).to.equal('accepted');
    expect(refusal({ apiBaseUrl: 'http://127.0.0.1:8099', timeoutMs: 1, maxSockets: 1, idleSocketMs: 1000, maxAnswerBytes: 1 })).to.equal('accepted');
  });

  it('refuses a token node could not send or that is empty, without repeating it', () => {
    for (const token of ['', 'has space', 'line\nbreak', 'é', undefined]) {
      const message = refusal({ token });
      expect(message, String(token)).to.match(/^HttpQuoteFunnel: token must be a bearer token/);
      if (token) expect(message).to.not.include(token);
    }
  });

  it('refuses base URLs that are not http(s), or carry credentials, a query or a fragment, naming the option only', () => {
    const cases: [Partial<HttpQuoteFunnelOptions>, RegExp][] = [
      [{ apiBaseUrl: 'not a url' }, /apiBaseUrl is not a URL/],
      [{ apiBaseUrl: 'ftp://funnel.example' }, /apiBaseUrl must be http\(s\)/],
      [{ apiBaseUrl: 'https://parasol:s3cret-pass@funnel.example' }, /apiBaseUrl must not carry credentials/],
      [{ travellerBaseUrl: 'https://go.funnel.example/?partner=acme' }, /travellerBaseUrl must have no query or fragment/],
      [{ travellerBaseUrl: 'https://go.funnel.example/#x' }, /travellerBaseUrl must have no query or fragment/],
    ];
    for (const [overrides, expected] of cases) {
      const message = refusal(overrides);
      expect(message).to.match(expected);
      expect(message).to.not.include('s3cret-pass');
    }
  });

  it('refuses limits that are not whole numbers in range', () => {
    for (const [name, value] of [['timeoutMs', 0], ['timeoutMs', 1.5], ['timeoutMs', 600_001], ['maxSockets', 0], ['maxAnswerBytes', -1], ['idleSocketMs', Number.NaN]] as const) {
      expect(refusal({ [name]: value }), `${name} ${value}`).to.match(new RegExp(`^HttpQuoteFunnel: ${name} must be a whole number`));
    }
  });
});
