import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { withTransaction } from '../db/transaction.ts';
import { issuePasswordLink } from '../modules/auth/auth.service.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { openCliDatabase } from './cli-database.ts';
import { runningServerUrl } from '../lib/running-server.ts';

const USAGE = `Usage: npm run create-admin -- --client "<client name>" --email <email> --name "<full name>"

Creates the client if it does not exist and an ADMIN user in it, then emails (or, without SMTP_URL,
writes under DATA_DIR/mail and prints) a link to create the password: the way to open a fresh
installation without the demo data.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      client: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.client || !values.email || !values.name) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const configured = loadConfig();
  // Without PUBLIC_URL, the link points where the server running on DATA_DIR answers.
  const runningUrl = process.env.PUBLIC_URL ? null : await runningServerUrl(configured.dataDir);
  const config = runningUrl ? { ...configured, publicUrl: runningUrl } : configured;
  const { database, close } = await openCliDatabase();
  try {
    const userId = await withTransaction(database.pool, async (tx) => {
      const existing = await tx.query<{ id: number }>(
        'SELECT id FROM clients WHERE lower(name) = lower($1)',
        [values.client],
      );
      const clientId =
        existing.rows[0]?.id ??
        (
          await tx.query<{ id: number }>('INSERT INTO clients (name) VALUES ($1) RETURNING id', [
            values.client,
          ])
        ).rows[0]!.id;
      const user = await tx.query<{ id: number }>(
        `INSERT INTO users (client_id, email, name, role) VALUES ($1, $2, $3, 'ADMIN')
         ON CONFLICT (lower(email)) DO NOTHING RETURNING id`,
        [clientId, values.email, values.name],
      );
      if (!user.rows[0]) throw new Error(`A user with the email ${values.email} already exists.`);
      return user.rows[0].id;
    });
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      log: console.log,
    });
    await issuePasswordLink({ database, mailer, config }, userId, 'create');
    console.log(`Administrator ${values.email} created; the password-creation link has been sent.`);
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
