import { policyIssuerContract } from '@parasol/port-contracts';
import { HttpPolicyIssuer } from '../src/index.js';
import { startInsurerSimulator } from '../../../tools/sims/src/insurer-sim/index.js';
import { aCatalogueIssuingAt, aSoldSubscription } from './issuer-fixtures.js';

policyIssuerContract('HttpPolicyIssuer against insurer-sim', async () => {
  const simulator = await startInsurerSimulator();
  const issuer = new HttpPolicyIssuer({ catalogue: aCatalogueIssuingAt(simulator), timeoutMs: 2000, retryDelayMs: 1 });
  return {
    issuer,
    aSubscription: () => aSoldSubscription(),
    close: async () => {
      issuer.close();
      await simulator.close();
    },
  };
});
