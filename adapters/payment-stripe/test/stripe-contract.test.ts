import { paymentProviderContract } from '@parasol/port-contracts';
import { simulatedStripe } from './payments-sim-harness.js';

// The real adapter, on the official SDK, against payments-sim on the loopback.
paymentProviderContract('StripePaymentProvider against payments-sim', () => simulatedStripe());
