import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connect } from '../db/connection.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import { fileDatabaseUrl } from './test-database.ts';

/**
 * The real app on the test file's own database, for `app.inject()`; close it in afterAll. A `mailer`
 * replaces the default one (.eml files under DATA_DIR/mail) to see or break what is sent.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { mailer }: { mailer?: Mailer } = {},
) {
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' }),
    ...overrides,
  };
  const database = connect(fileDatabaseUrl(), { max: 4 });
  const app = await buildApp({ config, database, mailer });
  app.addHook('onClose', () => database.close());
  return app;
}
