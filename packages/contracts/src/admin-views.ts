import { CONTENT_MONITOR_MODES, HOTEL_CHAIN_VIEW_TYPE } from '@lens/domain';
import { z } from 'zod';
import { chosenId, idListSchema, pageOf, pageQueryWith, requiredText } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import { idSchema, propertyTypeSchema, queryIdSchema } from './common.ts';

/**
 * The admin listings views are filed under (`/admin/{viewType}`): the views people open, and the
 * automated ones that serve the reference-source mode.
 */
export const VIEW_TYPES = ['standard', 'automated'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const viewTypeSchema = z.enum(VIEW_TYPES, { error: 'Choose standard or automated.' });

export const SCOPE_KINDS = ['ALL', 'FILTER', 'LIST'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

const MAX_LISTED_PROPERTIES = 10_000;

const filterScopeShape = {
  kind: z.literal('FILTER'),
  propertyTypes: z.array(propertyTypeSchema).max(3).optional(),
  chainIds: idListSchema(500).optional(),
  brandIds: idListSchema(500).optional(),
  managementCompanyIds: idListSchema(500).optional(),
  countryIds: idListSchema(300).optional(),
};

/** A view's scope as stored: every property of the client, those matching filters, or a list. */
export const viewScopeSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('ALL') }),
    z.object(filterScopeShape),
    z.object({ kind: z.literal('LIST'), propertyIds: z.array(idSchema) }),
  ])
  .describe('ALL properties of the client, those matching FILTER, or an explicit LIST');
export type ViewScopeValue = z.infer<typeof viewScopeSchema>;

const FILTER_KEYS = [
  'propertyTypes',
  'chainIds',
  'brandIds',
  'managementCompanyIds',
  'countryIds',
] as const;

export const viewScopeInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('ALL') }),
      z
        .strictObject(filterScopeShape)
        .refine((scope) => FILTER_KEYS.some((key) => (scope[key]?.length ?? 0) > 0), {
          path: ['propertyTypes'],
          message: 'Choose at least one property type, chain, brand, company or country.',
        }),
      z.strictObject({
        kind: z.literal('LIST'),
        propertyIds: idListSchema(MAX_LISTED_PROPERTIES).min(1, 'Choose at least one property.'),
      }),
    ],
    { error: 'Choose all properties, properties matching filters, or a list.' },
  )
  .describe('How the view chooses its properties');

export const adminViewSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    clientId: idSchema,
    clientName: z.string(),
    viewType: viewTypeSchema,
    specificViewType: z.string().nullable().describe("'HILTON' marks the hotel-chain mode"),
    supportsEssentials: z.boolean(),
    contentMonitorSummary: z.boolean(),
    contentMonitorDetail: z.boolean(),
    lastContentMonitor: z.enum(CONTENT_MONITOR_MODES),
    scope: viewScopeSchema,
    siteIds: z.array(idSchema).nullable().describe('null: every channel'),
    propertyCount: z.int().min(0).describe('Properties the scope resolves to now'),
    userCount: z.int().min(0).describe('USERs the view is granted to'),
  })
  .describe('A view with its scope, channels and presentation settings');
export type AdminView = z.infer<typeof adminViewSchema>;

export const viewListQuerySchema = pageQueryWith({
  viewType: viewTypeSchema.optional(),
  clientId: queryIdSchema.optional().describe('Only views of this client'),
}).describe('Views, by client and name');
export type ViewListQuery = z.input<typeof viewListQuerySchema>;
export const viewListResponseSchema = pageOf(adminViewSchema, 'One page of views');
export type ViewListResponse = z.infer<typeof viewListResponseSchema>;

export const viewParamsSchema = z.object({ viewId: queryIdSchema.describe('View id') });

export const viewInputSchema = closedObject({
  name: requiredText('a view name'),
  clientId: chosenId('a client'),
  viewType: viewTypeSchema,
  specificViewType: z
    .literal(HOTEL_CHAIN_VIEW_TYPE, { error: `must be ${HOTEL_CHAIN_VIEW_TYPE} or null` })
    .nullable()
    .describe(`${HOTEL_CHAIN_VIEW_TYPE} switches the hotel-chain presentation mode on`),
  supportsEssentials: z.boolean(),
  contentMonitorSummary: z.boolean(),
  contentMonitorDetail: z.boolean(),
  scope: viewScopeInputSchema,
  siteIds: idListSchema(2000)
    .min(1, 'Choose at least one channel, or all channels.')
    .nullable()
    .describe('The channels shown; null: every channel'),
})
  .superRefine((view, ctx) => {
    if (!view.contentMonitorSummary && !view.contentMonitorDetail) {
      ctx.addIssue({
        code: 'custom',
        path: ['contentMonitorDetail'],
        message: 'Keep at least one content monitor mode.',
        input: view,
      });
    }
  })
  .describe('A view to create or the new state of one');
export type ViewInput = z.input<typeof viewInputSchema>;
