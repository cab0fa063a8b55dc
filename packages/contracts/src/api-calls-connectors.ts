import { defineCall } from './api-call.ts';
import {
  captureBodySchema,
  captureNowBodySchema,
  connectorRunParamsSchema,
  runListingsQuerySchema,
  runListingsResponseSchema,
  captureResultSchema,
  connectorListResponseSchema,
  connectorRunSchema,
  connectorSiteParamsSchema,
  channelConnectorSchema,
  saveConnectorBodySchema,
} from './connectors.ts';

/** Channel connectors in the admin area; every call answers 403 to a USER. */
export const ADMIN_CONNECTOR_CALLS = {
  listConnectors: defineCall({
    id: 'listConnectors',
    method: 'GET',
    path: '/dashboard/admin/connectors',
    status: 200,
    response: connectorListResponseSchema,
    errors: [403],
    description: 'Every channel with its connector settings, schedule and latest run',
  }),
  saveConnector: defineCall({
    id: 'saveConnector',
    method: 'PUT',
    path: '/dashboard/admin/connectors/:siteId',
    params: connectorSiteParamsSchema,
    body: saveConnectorBodySchema,
    status: 200,
    response: channelConnectorSchema,
    errors: [403, 404],
    description: "Set a channel's connector kind, settings and schedule",
  }),
  runConnector: defineCall({
    id: 'runConnector',
    method: 'POST',
    path: '/dashboard/admin/connectors/:siteId/runs',
    params: connectorSiteParamsSchema,
    status: 202,
    response: connectorRunSchema,
    errors: [403, 404, 409],
    description:
      "Queue a run over the channel's listings now; 409 when one is already queued or running",
  }),
  captureNow: defineCall({
    id: 'captureNow',
    method: 'POST',
    path: '/dashboard/admin/connectors/:siteId/capture-now',
    params: connectorSiteParamsSchema,
    body: captureNowBodySchema,
    status: 202,
    response: connectorRunSchema,
    errors: [403, 404, 409],
    description:
      "Queue a run over one property's listing on the channel; 409 when a run of the channel is already queued or running",
  }),
  listRunListings: defineCall({
    id: 'listRunListings',
    method: 'GET',
    path: '/dashboard/admin/connectors/runs/:runId/listings',
    params: connectorRunParamsSchema,
    query: runListingsQuerySchema,
    status: 200,
    response: runListingsResponseSchema,
    errors: [403, 404],
    description: 'What a run did with each listing it read: landed, unchanged or failed, and why',
  }),
  captureFromUrl: defineCall({
    id: 'captureFromUrl',
    method: 'POST',
    path: '/dashboard/admin/connectors/capture',
    body: captureBodySchema,
    status: 200,
    response: captureResultSchema,
    errors: [403, 409],
    description:
      "Read a page's schema.org JSON-LD and land it as the property's snapshot on the channel",
  }),
} as const;
