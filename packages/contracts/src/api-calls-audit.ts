import { defineCall } from './api-call.ts';
import { auditDetailsSchema, auditQuerySchema } from './audit-details.ts';
import { auditNotesResponseSchema } from './audit-notes.ts';
import {
  matchedNotesBodySchema,
  matchedNotesQuerySchema,
  matchedNotesResponseSchema,
} from './matched-notes.ts';
import { roomConfigurationsResponseSchema } from './meeting-rooms.ts';

/**
 * The channel page of one audit: its details, notes and flagging. Apart from the widgets page's
 * calls so that the first download does not carry the audit's payloads (docs/performance.md,
 * "First download"); the channel page is a lazily loaded screen.
 */
export const AUDIT_CALLS = {
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
