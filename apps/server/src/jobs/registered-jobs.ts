import { flagMatchedNotesJob } from '../modules/matched-notes/matched-notes.job.ts';
import { reAuditJob } from '../modules/hotel-chain-admin/re-audit.job.ts';
import { engineReAuditJob } from '../modules/hotel-chain-admin/engine-re-audit.job.ts';
import { ALERT_DIGEST_CRON, alertDigestJob } from '../modules/alerts/alert-digest.job.ts';
import {
  buildReportJob,
  MONTHLY_REPORTS_CRON,
  monthlyReportsJob,
} from '../modules/reports/report-build.job.ts';
import {
  connectorRunJob,
  SCHEDULED_CONNECTORS_CRON,
  scheduledConnectorsJob,
} from '../modules/connectors/connector-run.job.ts';
import type { CronItem } from 'graphile-worker';
import type { JobDefinition } from './job-queue.ts';

/** Every kind of job a worker takes; a job queued under another name waits for a newer worker. */
export const REGISTERED_JOBS: readonly JobDefinition[] = [
  flagMatchedNotesJob,
  reAuditJob,
  engineReAuditJob,
  buildReportJob,
  monthlyReportsJob,
  alertDigestJob,
  connectorRunJob,
  scheduledConnectorsJob,
];

/** Jobs queued on a timetable (graphile-worker cron), by whichever worker is up at the time. */
export const SCHEDULED_JOBS: readonly CronItem[] = [
  MONTHLY_REPORTS_CRON,
  ALERT_DIGEST_CRON,
  SCHEDULED_CONNECTORS_CRON,
];
