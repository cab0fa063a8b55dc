import { defineCall } from './api-call.ts';
import {
  changeRequestCandidatesQuerySchema,
  changeRequestCandidatesSchema,
  changeRequestFileSchema,
  changeRequestListQuerySchema,
  changeRequestListSchema,
  changeRequestParamsSchema,
  changeRequestSchema,
  createChangeRequestBodySchema,
  markChangeRequestSentBodySchema,
} from './change-requests.ts';

/**
 * Change requests to channels and their time-to-fix. Every call is scoped to the properties and
 * channels of the views the user may open; anything else is 403.
 */
export const CHANGE_REQUEST_CALLS = {
  getChangeRequestCandidates: defineCall({
    id: 'getChangeRequestCandidates',
    method: 'GET',
    path: '/dashboard/change-requests/candidates',
    query: changeRequestCandidatesQuerySchema,
    status: 200,
    response: changeRequestCandidatesSchema,
    errors: [403],
    description: "An audit's flagged and not accurate results with the reference values valid now",
  }),
  createChangeRequest: defineCall({
    id: 'createChangeRequest',
    method: 'POST',
    path: '/dashboard/change-requests',
    body: createChangeRequestBodySchema,
    status: 200,
    response: changeRequestSchema,
    errors: [403],
    description: "Make an OPEN change request for the audit's channel from chosen characteristics",
  }),
  listChangeRequests: defineCall({
    id: 'listChangeRequests',
    method: 'GET',
    path: '/dashboard/change-requests',
    query: changeRequestListQuerySchema,
    status: 200,
    response: changeRequestListSchema,
    description: 'Change requests the user may see, newest first, filtered and paged',
  }),
  getChangeRequest: defineCall({
    id: 'getChangeRequest',
    method: 'GET',
    path: '/dashboard/change-requests/:requestId',
    params: changeRequestParamsSchema,
    status: 200,
    response: changeRequestSchema,
    errors: [403],
    description: 'One change request with its lines (the printable page)',
  }),
  downloadChangeRequestCsv: defineCall({
    id: 'downloadChangeRequestCsv',
    method: 'GET',
    path: '/dashboard/change-requests/:requestId/csv',
    params: changeRequestParamsSchema,
    status: 200,
    response: changeRequestFileSchema,
    responseType: 'file',
    errors: [403],
    description:
      "The change request as CSV in its channel's layout (docs/change-request-layouts.md)",
  }),
  markChangeRequestSent: defineCall({
    id: 'markChangeRequestSent',
    method: 'POST',
    path: '/dashboard/change-requests/:requestId/sent',
    params: changeRequestParamsSchema,
    body: markChangeRequestSentBodySchema,
    status: 200,
    response: changeRequestSchema,
    errors: [403, 409],
    description: 'Record the day an OPEN request was sent; 409 once it is sent or confirmed',
  }),
  confirmChangeRequest: defineCall({
    id: 'confirmChangeRequest',
    method: 'POST',
    path: '/dashboard/change-requests/:requestId/confirm',
    params: changeRequestParamsSchema,
    status: 200,
    response: changeRequestSchema,
    errors: [403, 409],
    description: 'Confirm by hand that the channel shows the fix; 409 when already confirmed',
  }),
} as const;
