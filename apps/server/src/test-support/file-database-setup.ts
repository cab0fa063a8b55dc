import { afterAll } from 'vitest';
import { ownDatabase, useFileDatabase } from './test-database.ts';

// Runs before each API test file: the file gets its own copy of the seeded database, so files run
// in parallel and a count or a listing sees only what the file itself wrote.
const copy = await ownDatabase('file');
useFileDatabase(copy.url);
// Registered first, so it runs after the file's own afterAll hooks have closed their pools.
afterAll(() => copy.drop());
