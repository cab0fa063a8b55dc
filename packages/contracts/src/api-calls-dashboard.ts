import {
  accuracyScoreIntervalResponseSchema,
  characteristicsForSitesResponseSchema,
} from './accuracy.ts';
import { defineCall } from './api-call.ts';
import { lastAuditQuerySchema, lastAuditResponseSchema } from './last-audit.ts';
import { contentScoreRequestSchema, contentScoreResponseSchema } from './content-score.ts';
import { filterQuerySchema } from './filter-query.ts';
import { issuesSummaryQuerySchema, issuesSummaryResponseSchema } from './issues-summary.ts';
import { mapDataQuerySchema, mapDataResponseSchema } from './map-data.ts';

/** The widgets page: the latest audit's id, map, accuracy figures and issues. */
export const DASHBOARD_CALLS = {
  getLastAuditId: defineCall({
    id: 'getLastAuditId',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/audit-id/last',
    query: lastAuditQuerySchema,
    status: 200,
    response: lastAuditResponseSchema,
    description: 'Latest audit of the selected property on the selected channel',
  }),
  getContentScore: defineCall({
    id: 'getContentScore',
    method: 'POST',
    path: '/dashboard/content-score',
    body: contentScoreRequestSchema,
    status: 200,
    response: contentScoreResponseSchema,
    description: 'Content score of one property on one channel, with its components',
  }),
  getMapData: defineCall({
    id: 'getMapData',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/map',
    query: mapDataQuerySchema,
    status: 200,
    response: mapDataResponseSchema,
    description: 'Map markers of the selected properties, or of one audit',
  }),
  getCharacteristicsForSites: defineCall({
    id: 'getCharacteristicsForSites',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/accuracy/forSites',
    query: filterQuerySchema,
    status: 200,
    response: characteristicsForSitesResponseSchema,
    description: 'Accuracy per channel and characteristic',
  }),
  getAccuracyScoreInterval: defineCall({
    id: 'getAccuracyScoreInterval',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/accuracy/accuracyScoreInterval',
    query: filterQuerySchema,
    status: 200,
    response: accuracyScoreIntervalResponseSchema,
    description: 'Score distribution and average accuracy by month',
  }),
  getIssuesSummary: defineCall({
    id: 'getIssuesSummary',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/issues-summary',
    query: issuesSummaryQuerySchema,
    status: 200,
    response: issuesSummaryResponseSchema,
    description: 'Issues grouped by characteristic and status (the client may cancel it)',
  }),
} as const;
