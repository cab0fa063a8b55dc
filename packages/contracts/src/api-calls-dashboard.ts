import {
  accuracyScoreIntervalResponseSchema,
  characteristicsForSitesResponseSchema,
} from './accuracy.ts';
import { defineCall } from './api-call.ts';
import {
  auditDetailsSchema,
  auditQuerySchema,
  lastAuditQuerySchema,
  lastAuditResponseSchema,
} from './audit-details.ts';
import { auditNotesResponseSchema } from './audit-notes.ts';
import { contentScoreRequestSchema, contentScoreResponseSchema } from './content-score.ts';
import { filterQuerySchema } from './filter-query.ts';
import { issuesSummaryQuerySchema, issuesSummaryResponseSchema } from './issues-summary.ts';
import { mapDataQuerySchema, mapDataResponseSchema } from './map-data.ts';
import {
  matchedNotesBodySchema,
  matchedNotesQuerySchema,
  matchedNotesResponseSchema,
} from './matched-notes.ts';
import { roomConfigurationsResponseSchema } from './meeting-rooms.ts';

/** The widgets page: audits, notes, map, accuracy figures, issues and flagging. */
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
  getAuditDetails: defineCall({
    id: 'getAuditDetails',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/audit/last',
    query: auditQuerySchema,
    status: 200,
    response: auditDetailsSchema,
    errors: [404],
    description: 'Everything the channel page draws for one audit',
  }),
  getRoomConfigurations: defineCall({
    id: 'getRoomConfigurations',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/meeting-room-configuration/all',
    status: 200,
    response: roomConfigurationsResponseSchema,
    description: 'Meeting room configurations (seating layouts)',
  }),
  getAuditNotes: defineCall({
    id: 'getAuditNotes',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/properties/audits/results/notes',
    query: auditQuerySchema,
    status: 200,
    response: auditNotesResponseSchema,
    errors: [404],
    description: 'Notes on the results of one audit (hotel-chain mode)',
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
  saveMatchedNotes: defineCall({
    id: 'saveMatchedNotes',
    method: 'POST',
    path: '/dashboard/matchedNotes',
    query: matchedNotesQuerySchema,
    body: matchedNotesBodySchema,
    status: 202,
    response: matchedNotesResponseSchema,
    errors: [403, 404],
    description:
      'Flag matched items for modification; processed in the background, the uid then arrives ' +
      'on the processed topic',
  }),
} as const;
