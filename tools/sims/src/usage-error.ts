/**
 * A simulator's command-line mistake (a bad flag value): `parasol` prints it after the command's
 * name and exits 2, as for any usage error (it recognises the name, tools/server/src/commands/usage-errors.ts).
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
