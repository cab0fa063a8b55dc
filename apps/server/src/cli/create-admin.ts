import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { withTransaction } from '../db/transaction.ts';
import { issuePasswordLink } from '../modules/auth/auth.service.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { openCliDatabase } from './cli-database.ts';
import { runningServerUrl } from '../lib/running-server.ts';
import { clientIdByName, insertAdmin, insertClient } from './clients.queries.ts';

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
  // Checked above; the closure below would lose the narrowing.
  const admin = { client: values.client, email: values.email, name: values.name };
  const { database, close } = await openCliDatabase();
  try {
    const userId = await withTransaction(database.pool, async (tx) => {
      const clientId =
        (await clientIdByName(tx, admin.client)) ?? (await insertClient(tx, admin.client));
      const user = await insertAdmin(tx, {
        clientId,
        email: admin.email,
        name: admin.name,
      });
      if (user === undefined)
        throw new Error(`A user with the email ${values.email} already exists.`);
      return user;
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
