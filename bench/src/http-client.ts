import http from 'node:http';
import type { Socket } from 'node:net';
import zlib from 'node:zlib';

/** A call of the dashboard: name, path with query, method and JSON body. */
export type DashboardCall = [
  name: string,
  path: string,
  method?: 'GET' | 'POST',
  payload?: unknown,
];

export interface Answer {
  status: number;
  ms: number;
  /** What crossed the socket for this answer: status line, headers and (compressed) body. */
  wireBytes: number;
  encoding: string | null;
  etag: string | null;
  body: Buffer;
}

/**
 * A browser-like client of the running server: keep-alive sockets, `Accept-Encoding: br, gzip`,
 * and If-None-Match when given the ETag of an earlier answer.
 */
export class BenchClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(
    baseUrl: string,
    private readonly headers: Record<string, string>,
    sockets = 1,
  ) {
    this.base = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  }

  send([, path, method = 'GET', payload]: DashboardCall, ifNoneMatch?: string): Promise<Answer> {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    return new Promise((resolve, reject) => {
      const started = performance.now();
      let socket: Socket | undefined;
      let readBefore = 0;
      const request = http.request(
        {
          agent: this.agent,
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          headers: {
            ...this.headers,
            'accept-encoding': 'br, gzip',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              ms: performance.now() - started,
              wireBytes: (socket?.bytesRead ?? 0) - readBefore,
              encoding: response.headers['content-encoding'] ?? null,
              etag: response.headers.etag ?? null,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      // One request at a time per socket: what it reads from here on is this answer.
      request.on('socket', (assigned: Socket) => {
        socket = assigned;
        readBefore = assigned.bytesRead;
      });
      request.on('error', reject);
      request.setTimeout(30_000, () => request.destroy(new Error(`${path}: no answer in 30 s`)));
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The answer's body as the browser gets it, decompressed. */
export function decodedBody(answer: Answer): Buffer {
  if (answer.encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (answer.encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}
