import type { ParasolModule } from '../contract/parasol-module.js';
import { OPERATION } from '../contract/operation.js';
import { LEDGER_SETTINGS, type LedgerSettings } from './ledger-settings.js';
import { ReadStatement } from './read-statement.js';
import { RecordConversion } from './record-conversion.js';

/**
 * Binds the conversion postback and the partner statement. They need createParasol's sale store
 * (`stores.sales`); without it start-up fails naming it.
 */
export const ledgerModule =
  (options: { readonly settings?: LedgerSettings } = {}): ParasolModule =>
  (bind) => {
    if (options.settings !== undefined) bind<LedgerSettings>(LEDGER_SETTINGS).toConstantValue(options.settings);
    bind(OPERATION).to(RecordConversion);
    bind(OPERATION).to(ReadStatement);
  };
