import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { Argon2Hasher, createOperatorAccount, PASSWORD_RULES } from '@parasol/web';
import { CryptoRandom, MemoryConsoleUserStore } from '@parasol/adapter-memory';
import { DEFAULT_KEY_FILE } from '../compose/sandbox-key-file.js';
import { MONGO_URL_ENV } from '../compose/mongo-storage.js';
import { appendOperator, operatorsFileBeside } from '../compose/operators-file.js';

export const OPERATORS_USAGE = `usage: parasol operators create --email EMAIL [--mongo-url URL] [--key-file PATH]

  Creates an operator's account for the console's operations pages (/console/ops: live-access
  applications, partners, keys). Prints a generated password once (${PASSWORD_RULES.minLength}+ characters);
  set PARASOL_OPERATOR_PASSWORD to choose it instead. The operator should turn on two-step sign-in
  at the first sign-in.

  --mongo-url URL    MongoDB storage (PARASOL_MONGO_URL): the account is written there at once
  --key-file PATH    memory storage: the account waits in operators.json beside this key file
                     (default ${DEFAULT_KEY_FILE}) until the next \`parasol serve\` loads it
`;

class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** `parasol operators create`: 0 created, 1 refused (an email with an account, a bad password). */
export async function runOperatorsCommand(argv: readonly string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub !== 'create') throw new UsageError(sub === undefined ? 'name a subcommand: create' : `unknown subcommand ${sub}`);
  const { values } = parseArgs({
    args: [...rest],
    options: { email: { type: 'string' }, 'mongo-url': { type: 'string', default: process.env[MONGO_URL_ENV] }, 'key-file': { type: 'string', default: DEFAULT_KEY_FILE } },
  });
  if (!values.email) throw new UsageError('--email is required');
  const chosen = process.env.PARASOL_OPERATOR_PASSWORD;
  const password = chosen || randomBytes(18).toString('base64url');
  const hasher = new Argon2Hasher();
  const random = new CryptoRandom();
  if (values['mongo-url']) {
    const { connectMongoStores } = await import('@parasol/adapter-mongo');
    const stores = await connectMongoStores(values['mongo-url']);
    try {
      const made = await createOperatorAccount(stores.console.users, hasher, { email: values.email, password }, Date.now(), random);
      if (!made) return refuse(err, values.email);
      out.write(`Operator ${made.email} created in MongoDB.\n`);
    } finally {
      await stores.close();
    }
  } else {
    // A scratch store checks the email and password and makes the record; the file carries it to the server.
    const made = await createOperatorAccount(new MemoryConsoleUserStore(), hasher, { email: values.email, password }, Date.now(), random);
    if (!made) return refuse(err, values.email);
    const file = await appendOperator(operatorsFileBeside(values['key-file']), made);
    out.write(`Operator ${made.email} saved to ${file}: the next \`parasol serve\` (memory storage) loads it.\n`);
  }
  if (!chosen) out.write(`Password (shown once): ${password}\n`);
  out.write('Sign in at /console/sign-in, then turn on two-step sign-in under Security.\n');
  return 0;
}

const refuse = (err: NodeJS.WritableStream, email: string): number => {
  err.write(`parasol operators create: ${email} is not a usable email, the password is not ${PASSWORD_RULES.minLength} to ${PASSWORD_RULES.maxLength} characters, or the email has an account already\n`);
  return 1;
};
