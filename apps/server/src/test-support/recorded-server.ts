import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * One recorded answer: a GET of `path` whose query holds every `query` pair is answered with
 * `file` (relative to the recordings folder) and `status`.
 */
export interface Recording {
  path: string;
  query?: Record<string, string>;
  status?: number;
  contentType?: string;
  file: string;
}

export interface RecordedServer {
  /** http://127.0.0.1:port, no trailing slash. */
  baseUrl: string;
  /** Every request received, as path and query, in order. */
  requests: URL[];
  /** When each of `requests` arrived (ms since the epoch), to check a client's pacing. */
  receivedAt: number[];
  close(): Promise<void>;
}

/**
 * A loopback HTTP server answering with recorded responses from a folder, so connectors are
 * tested against real answers without leaving the machine. Unrecorded requests get a 404.
 */
export async function startRecordedServer(
  folder: string,
  recordings: readonly Recording[],
): Promise<RecordedServer> {
  const requests: URL[] = [];
  const receivedAt: number[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    receivedAt.push(Date.now());
    const match = recordings.find(
      (r) =>
        r.path === url.pathname &&
        Object.entries(r.query ?? {}).every(
          ([name, value]) => url.searchParams.get(name) === value,
        ),
    );
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not recorded');
      return;
    }
    readFile(path.join(folder, match.file)).then(
      (body) =>
        response
          .writeHead(match.status ?? 200, {
            'content-type': match.contentType ?? contentTypeOf(match.file),
          })
          .end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    receivedAt,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function contentTypeOf(file: string): string {
  if (file.endsWith('.json')) return 'application/json; charset=utf-8';
  if (file.endsWith('.html')) return 'text/html; charset=utf-8';
  return 'application/octet-stream';
}
