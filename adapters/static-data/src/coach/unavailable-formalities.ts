import type { DestinationFormalities, Formalities } from '@parasol/core';

/**
 * A formalities source that is down: every call rejects. Stands in for the remote service
 * failing, so the Coach's FORMALITIES_UNAVAILABLE path (the bilan runs without formalities) can
 * be exercised in tests and demos.
 */
export class UnavailableFormalities implements Formalities {
  constructor(private readonly reason = 'destination formalities are unavailable') {}

  forTrip(_residence: string, _destinations: readonly string[]): Promise<readonly DestinationFormalities[]> {
    return Promise.reject(new Error(this.reason));
  }
}
