// Runs the API suite on the embedded PostgreSQL, then on a PostgreSQL server when
// TEST_DATABASE_URL names one. REQUIRE_PG_SERVER=1 (set by .ci/run) turns a missing server into a
// failure instead of a skip.
import { spawnSync } from 'node:child_process';

const run = (mode) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: mode },
  }).status ?? 1;

const embedded = run('embedded');
if (embedded !== 0) process.exit(embedded);

if (process.env.TEST_DATABASE_URL) {
  process.exit(run('server'));
} else if (process.env.REQUIRE_PG_SERVER === '1') {
  console.error(
    'REQUIRE_PG_SERVER=1 but TEST_DATABASE_URL is not set: the server suite cannot run.',
  );
  process.exit(1);
} else {
  console.warn(
    '\nNOTE: API tests ran on the embedded engine only. Set TEST_DATABASE_URL to a PostgreSQL server ' +
      '(a role that may CREATE DATABASE) to run them there too; CI does.',
  );
}
