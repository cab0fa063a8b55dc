import { flagMatchedNotesJob } from '../modules/matched-notes/matched-notes.job.ts';
import type { JobDefinition } from './job-queue.ts';

/** Every kind of job a worker takes; a job queued under another name waits for a newer worker. */
export const REGISTERED_JOBS: readonly JobDefinition[] = [flagMatchedNotesJob];
