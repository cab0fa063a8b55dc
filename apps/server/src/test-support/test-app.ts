import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { connect } from '../db/connection.ts';

/** The real app on the suite's database, for `app.inject()`; close it in afterAll. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-web-dist' }),
    ...overrides,
  };
  const database = connect(inject('databaseUrl'), { max: 4 });
  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());
  return app;
}
