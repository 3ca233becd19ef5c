/**
 * The public messages the server encodes through a wire view (wire-views/parasol/travel/v1/
 * wire_views.proto): the view's full name, and the fields (JSON names) whose items the mapper
 * hands over as their encoded bytes. Why: a quote's offers hold the catalogue's frozen parts
 * (insurer, guarantees, highlights, documents: about 70% of the answer's fields), which are
 * encoded once while they live and appended to each offer's encoding, so the generated encoder
 * writes only what differs per quote. wire-views.test.ts checks each view against its message.
 */
export const WIRE_VIEWS: Readonly<Record<string, { readonly view: string; readonly preEncoded: readonly string[] }>> = {
  'parasol.travel.v1.QuoteResponse': { view: 'parasol.travel.v1.wire.QuoteResponse', preEncoded: ['offers'] },
};
