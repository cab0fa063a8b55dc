import { startEmbeddedServer } from '../db/embedded-server.ts';

/**
 * Run as its own process (`node --import tsx embedded-server-child.ts <DATA_DIR>`): starts the
 * embedded PostgreSQL as a server does and prints its URL, so a test can kill this process the
 * way a crash ends a server.
 */
const server = await startEmbeddedServer(process.argv[2]!, (message) => console.error(message));
console.log(server.url);
// Held open until the test stops or kills it.
setInterval(() => {}, 60_000);
