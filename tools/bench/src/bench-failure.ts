/** A bench that cannot measure what it names (a refusal, a server that does not start): the run stops with this message. */
export class BenchFailure extends Error {
  override readonly name = 'BenchFailure';
}
