/**
 * `tripInfo` is an accepted alias of `trip` (spec: Trip). When a body carries both, `trip` wins
 * and `tripInfo` is not read at all, exactly as the body schemas' if/else say: a caller moving
 * from the old name to the new one can send both during the switch without the old copy
 * refusing the call.
 */
/** The trip as sent, under whichever name is read. */
export const sentTrip = (body: Readonly<Record<string, unknown>>): unknown => (body['trip'] !== undefined ? body['trip'] : body['tripInfo']);

/** The name the trip was read under, for details that name the field as sent. */
export const sentTripField = (body: Readonly<Record<string, unknown>>): 'trip' | 'tripInfo' =>
  body['trip'] !== undefined ? 'trip' : 'tripInfo';
