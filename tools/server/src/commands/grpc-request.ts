import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InternalClient } from '@parasol/grpc';
import { DEFAULT_ADMIN_TOKEN_FILE, readAdminTokenFile } from '../compose/admin-token-file.js';
import { findInCheckout } from '../compose/find-in-checkout.js';
import { usageMessageOf } from './usage-errors.js';

/**
 * How the operations commands (partners, links, keys, subscriptions, ledger) reach the internal
 * gRPC services of a running `parasol serve`, and the one shape they all share: a group of
 * subcommands, each with the same connection options and `--help`, printing the answer as JSON.
 */

export interface CommandIo {
  readonly out: NodeJS.WritableStream;
  readonly err: NodeJS.WritableStream;
  readonly env: NodeJS.ProcessEnv;
}

export const processIo = (): CommandIo => ({ out: process.stdout, err: process.stderr, env: process.env });

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | string[] | undefined>;

/** One internal call: which RPC and the JSON of its request message. */
export interface InternalCall {
  readonly service: string;
  readonly rpc: string;
  readonly request: Record<string, unknown>;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface Subcommand {
  readonly name: string;
  /** Positional arguments and options, as the usage line shows them. */
  readonly args: string;
  readonly summary: string;
  readonly options?: Options;
  /** The call to make, from the parsed arguments; throws UsageError for a wrong one. */
  call(positionals: readonly string[], values: Values): InternalCall;
}

export interface CommandGroup {
  readonly name: string;
  readonly summary: string;
  readonly subcommands: readonly Subcommand[];
}

const CONNECTION: Options = {
  'grpc-url': { type: 'string' },
  'admin-token': { type: 'string' },
  'token-file': { type: 'string' },
  ca: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

export const CONNECTION_HELP = `connection (every command):
  --grpc-url HOST:PORT   the gRPC server (PARASOL_GRPC_URL; default 127.0.0.1:$GRPC_PORT, 50051)
  --admin-token TOKEN    the internal services' token (PARASOL_ADMIN_TOKEN; default: the file below)
  --token-file PATH      where parasol serve saved its token (default ${DEFAULT_ADMIN_TOKEN_FILE}, looked for from this folder up to the checkout's root)
  --ca FILE              PEM CA to trust when the server speaks TLS (PARASOL_GRPC_TLS_CA)
  -h, --help             this help
`;

const groupUsage = (group: CommandGroup): string =>
  `parasol ${group.name} <command> — ${group.summary}\n\n${group.subcommands.map((s) => `  ${`${s.name} ${s.args}`.padEnd(60)} ${s.summary}`).join('\n')}\n\n${CONNECTION_HELP}`;

const subUsage = (group: CommandGroup, sub: Subcommand): string => `usage: parasol ${group.name} ${sub.name} ${sub.args}\n\n${sub.summary}\n\n${CONNECTION_HELP}`;

/** The gRPC address, token and TLS of a command: flags, then environment, then the saved file. */
export async function connectionOf(values: Values, env: NodeJS.ProcessEnv): Promise<{ address: string; token: string | undefined; tls: false | { ca: Buffer } }> {
  // An empty variable is an unset one (a shell's `VAR= cmd`).
  const setting = (flag: string, variable: string): string | undefined => (values[flag] as string | undefined) || env[variable] || undefined;
  const address = setting('grpc-url', 'PARASOL_GRPC_URL') ?? `127.0.0.1:${env['GRPC_PORT'] || '50051'}`;
  const token = setting('admin-token', 'PARASOL_ADMIN_TOKEN') ?? (await readAdminTokenFile((values['token-file'] as string | undefined) ?? findInCheckout(DEFAULT_ADMIN_TOKEN_FILE) ?? DEFAULT_ADMIN_TOKEN_FILE));
  const ca = setting('ca', 'PARASOL_GRPC_TLS_CA');
  return { address: address.replace(/^grpcs?:\/\//, ''), token, tls: ca === undefined ? false : { ca: readFileSync(ca) } };
}

/** Runs `parasol <group> <subcommand> …`: 0 done, 1 refused by the server, 2 a usage error. */
export async function runCommandGroup(group: CommandGroup, argv: readonly string[], io: CommandIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out.write(groupUsage(group));
    return 0;
  }
  const sub = group.subcommands.find((s) => s.name === name);
  if (sub === undefined) {
    io.err.write(`parasol ${group.name}: unknown command ${name}\n\n${groupUsage(group)}`);
    return 2;
  }
  let call: InternalCall;
  let values: Values;
  try {
    const parsed = parseArgs({ args: [...rest], allowPositionals: true, strict: true, options: { ...CONNECTION, ...sub.options } });
    values = parsed.values as Values;
    if (values['help'] === true) {
      io.out.write(subUsage(group, sub));
      return 0;
    }
    call = sub.call(parsed.positionals, values);
  } catch (e) {
    io.err.write(`parasol ${group.name} ${sub.name}: ${usageMessageOf(e as Error)}\n\n${subUsage(group, sub)}`);
    return 2;
  }
  const connection = await connectionOf(values, io.env);
  if (connection.token === undefined) {
    io.err.write(`parasol ${group.name}: no admin token: pass --admin-token, set PARASOL_ADMIN_TOKEN, or run \`npm start\`, which saves one to ${DEFAULT_ADMIN_TOKEN_FILE}.\n`);
    return 2;
  }
  const client = new InternalClient(connection.address, connection.token, connection.tls);
  try {
    const answer = await client.call(call.service, call.rpc, call.request);
    if (!answer.ok) {
      io.err.write(`${answer.reason}: ${answer.detail}\n`);
      return 1;
    }
    io.out.write(`${JSON.stringify(answer.value, null, 2)}\n`);
    return 0;
  } finally {
    client.close();
  }
}

/** Helpers for subcommands' arguments. */
export const needArg = (positionals: readonly string[], index: number, what: string): string => {
  const value = positionals[index];
  if (value === undefined || value === '') throw new UsageError(`missing ${what}`);
  return value;
};

export const wholeNumber = (value: unknown, flag: string): number => {
  const n = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || !Number.isSafeInteger(n)) throw new UsageError(`--${flag} must be a whole number`);
  return n;
};

export const list = (value: unknown): string[] => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : []);
