import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BootstrapError, checkBootstrap, checkKeyPartners, SCOPES, type KeyMode, type Scope } from '@parasol/core';
import { KEY_ID_BYTES, SECRET_BYTES, keyIdFrom, secretFrom } from '@parasol/core/internal';

/** Each admin command's own usage: what `parasol admin COMMAND --help` prints. */
export const ADMIN_COMMAND_USAGE = {
  'new-key': `usage: parasol admin new-key --mode sandbox|live [--partner CODE] [--scopes quotes,quotes.link,coach] [--reads N --writes N]

  Prints a bootstrap "keys" entry with a fresh id and secret (the only time the secret is shown),
  checked as start-up would check it.

  --mode sandbox|live   required: which ledger the key books in and which catalogue it prices
  --partner CODE        the partner it credits (declare it in the same bootstrap file)
  --scopes LIST         comma-separated (default ${SCOPES.join(',')})
  --reads N --writes N  its daily quota (both, or neither for the default)
  -h, --help            this help
`,
  'check-bootstrap': `usage: parasol admin check-bootstrap FILE

  Checks a bootstrap file as start-up would, without starting anything: the schema, the file's
  consistency, and that every key's partner is declared in it (start-up also accepts a partner
  already stored in MongoDB; this check has no storage). Exit 0 ok, 1 refused, 2 no FILE.
`,
  'master-key': `usage: parasol admin master-key

  Prints a fresh base64 PARASOL_MASTER_KEY (32 random bytes; openssl rand -base64 32 makes one too).
`,
} as const;

export const ADMIN_USAGE = `parasol admin <command>   (parasol admin <command> --help for its options)

  new-key --mode sandbox|live [--partner CODE] [--scopes quotes,quotes.link,coach]
          [--reads N --writes N]
      prints a bootstrap "keys" entry with a fresh id and secret (the only time the secret is shown)
  check-bootstrap FILE
      checks a bootstrap file as start-up would, without starting anything: the schema, the
      file's consistency, and that every key's partner is declared in it (start-up also accepts
      a partner already stored in MongoDB; this check has no storage)
  master-key
      prints a fresh base64 PARASOL_MASTER_KEY (32 bytes)

  -h, --help   this help (also after a command: that command's)
`;

const isAdminCommand = (name: string | undefined): name is keyof typeof ADMIN_COMMAND_USAGE => name !== undefined && Object.hasOwn(ADMIN_COMMAND_USAGE, name);

/** `n partner(s)`. */
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Offline administration for deployments that load partners and keys from a bootstrap file.
 * Results on `out`; usage errors (exit 2) on `err`, naming what is missing, then the command's usage.
 */
export async function runAdminCommand(argv: string[], out: NodeJS.WritableStream = process.stdout, err: NodeJS.WritableStream = process.stderr): Promise<number> {
  const [command, ...rest] = argv;
  const wantsHelp = rest.includes('--help') || rest.includes('-h');
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    out.write(ADMIN_USAGE);
    return 0;
  }
  if (!isAdminCommand(command)) {
    err.write(`parasol admin: unknown command ${command}\n\n${ADMIN_USAGE}`);
    return 2;
  }
  if (wantsHelp) {
    out.write(ADMIN_COMMAND_USAGE[command]);
    return 0;
  }
  const refuse = (why: string): number => {
    err.write(`parasol admin ${command}: ${why}\n\n${ADMIN_COMMAND_USAGE[command]}`);
    return 2;
  };
  switch (command) {
    case 'new-key':
      return newKey(rest, out, refuse);
    case 'check-bootstrap':
      return rest[0] ? checkFile(rest[0], out) : refuse('missing FILE (the bootstrap file to check)');
    case 'master-key':
      out.write(`PARASOL_MASTER_KEY=${randomBytes(32).toString('base64')}\n`);
      return 0;
  }
}

/**
 * --mode is required, as Stripe's CLI asks which mode before making a key: a sandbox key made by
 * default where a live one was meant would only show itself later, by pricing the sandbox
 * catalogue and booking sales that pay nothing.
 */
function newKey(argv: string[], out: NodeJS.WritableStream, refuse: (why: string) => number): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      mode: { type: 'string' },
      partner: { type: 'string' },
      scopes: { type: 'string', default: SCOPES.join(',') },
      reads: { type: 'string' },
      writes: { type: 'string' },
    },
  });
  if (values.mode === undefined) return refuse('missing --mode sandbox|live (which ledger and catalogue the key is for)');
  if (values.mode !== 'sandbox' && values.mode !== 'live') return refuse(`--mode must be sandbox or live, not "${values.mode}"`);
  const mode: KeyMode = values.mode;
  const entry = {
    keyId: keyIdFrom(mode, randomBytes(KEY_ID_BYTES)),
    secret: secretFrom(mode, randomBytes(SECRET_BYTES)),
    mode,
    scopes: values.scopes.split(',').filter(Boolean) as Scope[],
    ...(values.partner ? { partner: values.partner } : {}),
    ...(values.reads && values.writes ? { quota: { reads: Number(values.reads), writes: Number(values.writes) } } : {}),
  };
  try {
    // The entry must load: check it the way start-up will (a partner it names must be in the same file).
    checkBootstrap({ ...(values.partner ? { partners: [{ code: values.partner, baseRateBps: 0 }] } : {}), keys: [entry] });
  } catch (e) {
    return refuse((e as Error).message);
  }
  out.write(`${JSON.stringify(entry, null, 2)}\n`);
  return 0;
}

async function checkFile(path: string, out: NodeJS.WritableStream): Promise<number> {
  try {
    const doc = checkBootstrap(JSON.parse(await readFile(path, 'utf8')));
    // The check start-up runs against the partner store, with none stored (a first start-up).
    await checkKeyPartners(doc, async () => false);
    out.write(`${path}: ok (${count(doc.partners?.length ?? 0, 'partner')}, ${count(doc.keys?.length ?? 0, 'key')})\n`);
    return 0;
  } catch (e) {
    out.write(`${path}: ${e instanceof BootstrapError ? e.message : `cannot read: ${(e as Error).message}`}\n`);
    return 1;
  }
}
