import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { runUsersCommand, UsersCommandError } from '../domain/identity/users-command';

/** The password: typed at a prompt that does not echo it, or the first line piped to standard input. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  process.stdout.write('Password: ');
  const lines = createInterface({ input: process.stdin, terminal: true });
  // Typed characters are not echoed.
  (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  const password = await new Promise<string>((resolve) => lines.once('line', resolve));
  lines.close();
  process.stdout.write('\n');
  return password;
}

/**
 * `npm run users -- <command>`: manages editor accounts in the database the server uses (the same
 * `DATABASE_URL`, or PGlite in `DATA_DIR`). It migrates the database and needs none of the server's
 * secrets; a tenant's account needs the tenant to exist (the server creates them when it starts).
 */
async function main(): Promise<void> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: resolve(process.env.DATA_DIR ?? '.data') });
  try {
    await migrate(db);
    console.log(await runUsersCommand(process.argv.slice(2), { db, readPassword, now: () => new Date() }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsersCommandError ? error.message : error);
  process.exit(1);
});
