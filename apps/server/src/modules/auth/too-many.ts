import { HttpError } from '../../http/error-handler.ts';

/** A 429 that knows how long the caller should wait; the account calls send it as Retry-After. */
export class TooMany extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
  }
}

/** "45 seconds", "1 minute", "2 minutes": a wait as people say it, rounded up. */
export function waitText(seconds: number): string {
  const [n, unit] =
    seconds < 60 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}
