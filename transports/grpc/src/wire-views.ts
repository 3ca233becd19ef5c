/**
 * The public messages the server encodes through a wire view (wire-views/parasol/travel/v1/
 * wire_views.proto): the view's full name, and the fields (JSON names) the view declares as
 * `bytes`, whose values the mapper hands over encoded: a message field as its message's encoding,
 * a map field as one encoded entry per key (the view's `<Field>Entry` message, mapEntryViewOf).
 * Why: a quote's offers hold the catalogue's frozen parts (insurer, guarantees, highlights,
 * documents: about 70% of the answer's fields), which are encoded once while they live, so the
 * generated encoder writes only what differs per quote, and the whole answer in one pass. A
 * message holding a message with a view has a view too (its field typed as that view).
 * wire-views.test.ts checks each view against its message.
 */
export interface WireView {
  readonly view: string;
  readonly asBytes: readonly string[];
}

export const WIRE_VIEWS: Readonly<Record<string, WireView>> = {
  'parasol.travel.v1.QuoteResponse': { view: 'parasol.travel.v1.wire.QuoteResponse', asBytes: [] },
  'parasol.travel.v1.Offer': { view: 'parasol.travel.v1.wire.Offer', asBytes: ['insurer', 'guarantees', 'highlights', 'documents'] },
};

/** The view's message for one entry of a map field (proto field name `field`), named as protoc names a map's entry. */
export const mapEntryViewOf = (view: string, field: string): string =>
  `${view}.${field.replace(/(?:^|_)([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Entry`;
