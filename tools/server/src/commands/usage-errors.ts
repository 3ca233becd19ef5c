/**
 * What counts as a command-line mistake (exit 2): parseArgs' own errors (an unknown option, a
 * missing value) and any error named UsageError (the operations commands', the simulators'),
 * whichever package threw it.
 */
export const isUsageError = (e: unknown): e is Error => {
  if (!(e instanceof Error)) return false;
  const { code } = e as { code?: unknown };
  return e.name === 'UsageError' || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
};

/**
 * The mistake in a sentence. Node's unknown-option message ends on an unbalanced quote (`as in
 * '-- "--colour"`); it is cut to the option, with the same advice in balanced quotes.
 */
export const usageMessageOf = (e: Error): string => {
  const unknown = /^Unknown option '([^']+)'\. To specify a positional argument/.exec(e.message);
  if (unknown) return `Unknown option '${unknown[1]}' (a positional argument starting with '-' goes after '--': -- ${unknown[1]})`;
  return e.message;
};
