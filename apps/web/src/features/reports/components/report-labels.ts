import { formatDay } from '@lens/domain';
import type { GeneratedReportStatus, ReportKind, ReportSchedule } from '@lens/contracts';

export const KIND_LABELS: Record<ReportKind, string> = {
  XLSX: 'Excel workbook',
  PDF: 'PDF dashboard',
};

export const KIND_HINTS: Record<ReportKind, string> = {
  XLSX: 'Every audit result: property × channel × characteristic, with a summary',
  PDF: 'The dashboard as a document: figures, trend, map and tables',
};

export const SCHEDULE_LABELS: Record<ReportSchedule, string> = {
  ON_DEMAND: 'On demand',
  MONTHLY: 'Monthly',
};

export const RUN_STATUS: Record<GeneratedReportStatus, { label: string; tone: string }> = {
  QUEUED: { label: 'Queued', tone: 'gray' },
  RUNNING: { label: 'Building', tone: 'blue' },
  READY: { label: 'Ready', tone: 'green' },
  FAILED: { label: 'Failed', tone: 'red' },
};

const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** A timestamp in the reader's own time zone, "22 Nov, 09:14". */
export function formatMoment(timestamp: string): string {
  return moment.format(new Date(timestamp));
}

export function formatPeriod(start: string | null, end: string | null): string {
  return start && end ? `${formatDay(start)} – ${formatDay(end)}` : '—';
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 1024)} KB`;
  return `${(size / (1024 * 1024)).toFixed(1)} MB`;
}
