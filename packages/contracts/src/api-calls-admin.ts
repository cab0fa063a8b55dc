import { z } from 'zod';
import { defineCall } from './api-call.ts';
import { errorResponseSchema } from './error-response.ts';
import { importErrorSchema, importResultSchema } from './import-records.ts';

export const importParamsSchema = z.object({
  kind: z
    .enum(['reference', 'snapshots', 'seen_listings', 'listing_identities'])
    .describe(
      "reference: PIM data; snapshots: channel captures; seen_listings: listings a channel shows; listing_identities: each property's listing URL and id per channel",
    ),
});
export type ImportParams = z.infer<typeof importParamsSchema>;

export const importRejectionSchema = errorResponseSchema
  .extend({
    errors: z
      .array(importErrorSchema)
      .optional()
      .describe('The bad lines, up to 50, when the file was read; nothing was imported'),
  })
  .describe('The file was rejected whole');
export type ImportRejection = z.infer<typeof importRejectionSchema>;

/** Administration calls; their paths sit under /dashboard/admin so /admin stays the web's. */
export const ADMIN_CALLS = {
  importFile: defineCall({
    id: 'importFile',
    method: 'POST',
    tokenAccess: 'import',
    path: '/dashboard/admin/imports/:kind',
    params: importParamsSchema,
    bodyType: 'multipart',
    status: 200,
    response: importResultSchema,
    rejection: importRejectionSchema,
    errors: [403, 413, 415],
    description:
      "Import a reference-data, channel-snapshot, seen-listings or listing-identity file (CSV, JSON or NDJSON, field 'file') into the admin's client; see docs/import-formats.md",
  }),
};
