import type { ParasolModule } from '@parasol/core';

/** Feature modules of the embedded default, each bound to its default adapters. */
export function defaultModules(): ParasolModule[] {
  return [];
}
