// The same package from CommonJS TypeScript: `require` resolves the CommonJS build's declarations.
import parasol = require('@parasol/client');

const retry: parasol.RetryOptions = { maxAttempts: 2 };
export const client = new parasol.ParasolHttpClient({ baseUrl: 'http://127.0.0.1:1', keyId: 'ak_test_example', secret: 'sk_test_example', retry });
export const known: boolean = parasol.isApiErrorCode('RATE_LIMITED');
