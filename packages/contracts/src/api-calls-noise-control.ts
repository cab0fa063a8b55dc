import { defineCall } from './api-call.ts';
import { auditQuerySchema } from './audit-details.ts';
import {
  acceptVariantBodySchema,
  auditNoiseResponseSchema,
  ignoreResultBodySchema,
  noiseChangeResponseSchema,
  noiseIdParamsSchema,
  noiseListQuerySchema,
  noiseListResponseSchema,
} from './noise-control.ts';

/**
 * Noise control: accepting a channel's variant of a value and ignoring a result until either
 * value changes, from the channel audit page, and the list of both. Every call is scoped to the
 * properties of the views the user may open; each decision re-scores the audits it touches.
 */
export const NOISE_CONTROL_CALLS = {
  getAuditNoise: defineCall({
    id: 'getAuditNoise',
    method: 'GET',
    path: '/dashboard/noise/audit',
    query: auditQuerySchema,
    status: 200,
    response: auditNoiseResponseSchema,
    errors: [403],
    description: "The accepted variants and ignores deciding one audit's results",
  }),
  acceptVariant: defineCall({
    id: 'acceptVariant',
    method: 'POST',
    path: '/dashboard/noise/variants',
    body: acceptVariantBodySchema,
    status: 200,
    response: noiseChangeResponseSchema,
    errors: [403, 404, 409],
    description:
      "Accept a result's pair of normalised values: it and every current result with the pair score ACCURATE",
  }),
  removeVariant: defineCall({
    id: 'removeVariant',
    method: 'DELETE',
    path: '/dashboard/noise/variants/:id',
    params: noiseIdParamsSchema,
    status: 200,
    response: noiseChangeResponseSchema,
    errors: [403, 404],
    description: "Undo an accepted variant: its results get the engine's own status back",
  }),
  ignoreResult: defineCall({
    id: 'ignoreResult',
    method: 'POST',
    path: '/dashboard/noise/ignores',
    body: ignoreResultBodySchema,
    status: 200,
    response: noiseChangeResponseSchema,
    errors: [403, 404, 409],
    description: 'Leave a result out of the scores until its source or channel value changes',
  }),
  removeIgnore: defineCall({
    id: 'removeIgnore',
    method: 'DELETE',
    path: '/dashboard/noise/ignores/:id',
    params: noiseIdParamsSchema,
    status: 200,
    response: noiseChangeResponseSchema,
    errors: [403, 404],
    description: 'Undo an ignore: the result scores again',
  }),
  listNoise: defineCall({
    id: 'listNoise',
    method: 'GET',
    path: '/dashboard/noise',
    query: noiseListQuerySchema,
    status: 200,
    response: noiseListResponseSchema,
    description: 'Accepted variants and ignores of the properties the user may see, paged',
  }),
} as const;
