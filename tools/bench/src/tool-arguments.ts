import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Prints why and the usage on stderr, and exits 2 (a command-line mistake). */
export const usageError = (usage: string, why: string): never => {
  process.stderr.write(`${why}\n${usage}\n`);
  process.exit(2);
};

/**
 * A bench tool's command line, read with node's parseArgs: the usage on stdout for `--help` (exit
 * 0, the config declaring a boolean `help`), and with the reason on stderr for an option it does
 * not know (exit 2), rather than parseArgs's stack trace.
 */
export const toolArguments = <T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> => {
  let parsed: ReturnType<typeof parseArgs<T>>;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    return usageError(usage, (error as Error).message);
  }
  if ((parsed.values as { help?: unknown }).help === true) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  return parsed;
};
