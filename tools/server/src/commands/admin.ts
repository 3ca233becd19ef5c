import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BootstrapError, checkBootstrap, checkKeyPartners, SCOPES, type KeyMode, type Scope } from '@parasol/core';
import { KEY_ID_BYTES, SECRET_BYTES, keyIdFrom, secretFrom } from '@parasol/core/internal';

export const ADMIN_USAGE = `parasol admin <command>

  new-key --mode sandbox|live [--partner CODE] [--scopes quotes,quotes.link,coach]
          [--reads N --writes N]
      prints a bootstrap "keys" entry with a fresh id and secret (the only time the secret is shown)
  check-bootstrap FILE
      checks a bootstrap file as start-up would, without starting anything: the schema, the
      file's consistency, and that every key's partner is declared in it (start-up also accepts
      a partner already stored in MongoDB; this check has no storage)
  master-key
      prints a fresh base64 PARASOL_MASTER_KEY (32 bytes)

  -h, --help   this help (also after a command)
`;

/** Offline administration for deployments that load partners and keys from a bootstrap file. */
export async function runAdminCommand(argv: string[], out: NodeJS.WritableStream = process.stdout): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h' || rest.includes('--help') || rest.includes('-h')) {
    out.write(ADMIN_USAGE);
    return 0;
  }
  switch (command) {
    case 'new-key':
      return newKey(rest, out);
    case 'check-bootstrap':
      return checkFile(rest[0], out);
    case 'master-key':
      out.write(`PARASOL_MASTER_KEY=${randomBytes(32).toString('base64')}\n`);
      return 0;
    default:
      out.write(`parasol admin: unknown command ${command}\n\n${ADMIN_USAGE}`);
      return 2;
  }
}

function newKey(argv: string[], out: NodeJS.WritableStream): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      mode: { type: 'string', default: 'sandbox' },
      partner: { type: 'string' },
      scopes: { type: 'string', default: SCOPES.join(',') },
      reads: { type: 'string' },
      writes: { type: 'string' },
    },
  });
  if (values.mode !== 'sandbox' && values.mode !== 'live') {
    out.write(`--mode must be sandbox or live\n\n${ADMIN_USAGE}`);
    return 2;
  }
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
    out.write(`${(e as Error).message}\n`);
    return 2;
  }
  out.write(`${JSON.stringify(entry, null, 2)}\n`);
  return 0;
}

async function checkFile(path: string | undefined, out: NodeJS.WritableStream): Promise<number> {
  if (!path) {
    out.write(ADMIN_USAGE);
    return 2;
  }
  try {
    const doc = checkBootstrap(JSON.parse(await readFile(path, 'utf8')));
    // The check start-up runs against the partner store, with none stored (a first start-up).
    await checkKeyPartners(doc, async () => false);
    out.write(`${path}: ok (${doc.partners?.length ?? 0} partners, ${doc.keys?.length ?? 0} keys)\n`);
    return 0;
  } catch (e) {
    out.write(`${path}: ${e instanceof BootstrapError ? e.message : `cannot read: ${(e as Error).message}`}\n`);
    return 1;
  }
}
