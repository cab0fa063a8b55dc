import pretty from 'pino-pretty';
import type { DestinationStream } from 'pino';

/**
 * Where log lines go: JSON lines for machines (a pipe, a log collector), or one readable line per
 * entry in a terminal, so the first start does not mix JSON into the plain lines it prints.
 */
export type LogFormat = 'pretty' | 'json';

export function logStream(format: LogFormat): DestinationStream | undefined {
  if (format === 'json') return undefined;
  return pretty({
    colorize: true,
    singleLine: true,
    translateTime: 'HH:MM:ss',
    ignore: 'pid,hostname',
    // In step with the plain lines written beside the log.
    sync: true,
  });
}
