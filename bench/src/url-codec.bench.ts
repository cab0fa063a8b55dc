import { decodeFilterPath, encodeFilterPath } from '@lens/domain';
import { opsPerSecond, report } from './measure.ts';

/** The filter codec runs on every navigation and every data call: it must stay negligible. */
export function benchUrlCodec(): void {
  const path =
    '/&startDate=2026-10-23&endDate=2026-11-22&view=3&property_type=HOTEL&property=1,2,3,4,5&site=104,107,120';
  const decoded = decodeFilterPath(path, '2026-11-22');
  if (!decoded.ok) throw new Error(decoded.message);
  report(
    'filter path decode',
    opsPerSecond(() => decodeFilterPath(path, '2026-11-22')),
    'ops/s',
  );
  report(
    'filter path encode',
    opsPerSecond(() => encodeFilterPath(decoded.selection)),
    'ops/s',
  );
}
