import { z } from 'zod';
import { pageOf, pageQueryWith, queryIdListSchema, requiredText } from './admin-common.ts';
import { closedObject } from './closed-object.ts';
import { idSchema, isoDateTimeSchema, propertyTypeSchema, queryIdSchema } from './common.ts';

export const adminClientSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    loginPath: z.string().nullable().describe("Single sign-on entry of the client's users"),
    ssoEnabled: z
      .boolean()
      .default(false)
      .describe('OpenID Connect sign-in is switched on (GET .../sso for its settings)'),
    userCount: z.int().min(0),
    viewCount: z.int().min(0),
    propertyCount: z.int().min(0),
    createdAt: isoDateTimeSchema,
  })
  .describe('A client (hotel company) and the size of its account');
export type AdminClient = z.infer<typeof adminClientSchema>;

export const clientListQuerySchema = pageQueryWith({}).describe('Clients, by name');
export type ClientListQuery = z.input<typeof clientListQuerySchema>;
export const clientListResponseSchema = pageOf(adminClientSchema, 'One page of clients');
export type ClientListResponse = z.infer<typeof clientListResponseSchema>;

export const clientParamsSchema = z.object({ clientId: queryIdSchema.describe('Client id') });

/**
 * A path on this site, never another origin: `//evil.example` would be read by browsers as a host,
 * so the second character may not be a slash.
 */
export const loginPathSchema = z
  .string()
  .trim()
  .max(300, 'Use at most 300 characters.')
  .regex(
    /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/,
    'Enter a path on this site that starts with /, e.g. /sso/meridian.',
  );

export const clientInputSchema = closedObject({
  name: requiredText('the client name'),
  loginPath: loginPathSchema
    .nullable()
    .describe('Single sign-on path; null sends the users to /login'),
}).describe("A client's new name and settings");
export type ClientInput = z.input<typeof clientInputSchema>;

const namedCode = z.object({ id: idSchema, name: z.string(), code: z.string() });

export const clientPortfolioSchema = z
  .object({
    propertyCount: z.int().min(0),
    propertyTypes: z.array(z.object({ type: propertyTypeSchema, count: z.int().min(0) })),
    chains: z.array(namedCode),
    brands: z.array(namedCode.extend({ chainId: idSchema })),
    managementCompanies: z.array(namedCode),
    countries: z.array(
      z.object({ id: idSchema, name: z.string(), isoCode: z.string(), count: z.int().min(0) }),
    ),
  })
  .describe("What a view of the client can be scoped by: the client's portfolio dimensions");
export type ClientPortfolio = z.infer<typeof clientPortfolioSchema>;

export const adminPropertySchema = z
  .object({
    id: idSchema,
    code: z.string(),
    name: z.string(),
    type: propertyTypeSchema,
    city: z.string(),
    countryCode: z.string(),
  })
  .describe('A property, as the explicit list of a view offers it');
export type AdminProperty = z.infer<typeof adminPropertySchema>;

export const clientPropertiesQuerySchema = pageQueryWith({
  ids: queryIdListSchema.optional().describe('Only these properties (to label a saved list)'),
}).describe("The client's properties; search looks in names, codes and cities");
export type ClientPropertiesQuery = z.input<typeof clientPropertiesQuerySchema>;
export const clientPropertiesResponseSchema = pageOf(adminPropertySchema, 'One page of properties');
export type ClientPropertiesResponse = z.infer<typeof clientPropertiesResponseSchema>;
