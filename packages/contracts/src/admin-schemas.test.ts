import { describe, expect, it } from 'vitest';
import { clientInputSchema, loginPathSchema } from './admin-clients.ts';
import { geographyInputSchema } from './admin-geography.ts';
import { userInputSchema, userListQuerySchema } from './admin-users.ts';
import { viewInputSchema } from './admin-views.ts';

const fieldsAtFault = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[] }[] };
}) => (result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.')));

const view = {
  name: 'Luxury',
  clientId: 1,
  viewType: 'standard',
  specificViewType: null,
  supportsEssentials: true,
  contentMonitorSummary: true,
  contentMonitorDetail: false,
  scope: { kind: 'ALL' },
  siteIds: null,
};

describe('administration schemas', () => {
  it('name every field at fault of a user, with messages fit to show under it', () => {
    const result = userInputSchema.safeParse({
      name: ' ',
      email: 'nope',
      role: 'ROOT',
      clientId: 0,
      viewIds: [1, -2],
    });
    expect(fieldsAtFault(result).sort()).toEqual(
      ['clientId', 'email', 'name', 'role', 'viewIds.1'].sort(),
    );
    expect(result.error!.issues.find((issue) => issue.path[0] === 'clientId')!.message).toBe(
      'Choose a client.',
    );
  });

  it('names an unknown field', () => {
    const result = userInputSchema.safeParse({
      name: 'Ada',
      email: 'ada@example.com',
      role: 'USER',
      clientId: 1,
      viewIds: [],
      nickname: 'A',
    });
    expect(fieldsAtFault(result)).toEqual(['nickname']);
  });

  it('trims names and emails', () => {
    const user = userInputSchema.parse({
      name: '  Ada  ',
      email: ' ada@example.com ',
      role: 'USER',
      clientId: 3,
      viewIds: [],
    });
    expect(user).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });

  it('reads list queries from strings, with defaults', () => {
    expect(userListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(userListQuerySchema.parse({ page: '3', pageSize: '50', clientId: '2' })).toEqual({
      page: 3,
      pageSize: 50,
      clientId: 2,
    });
    expect(fieldsAtFault(userListQuerySchema.safeParse({ pageSize: '501' }))).toEqual(['pageSize']);
  });

  it.each([
    ['/sso/meridian', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example/sso', false],
    ['sso', false],
    ['/with space', false],
  ])('accepts only paths of this site as sign-in paths: %s', (path, valid) => {
    expect(loginPathSchema.safeParse(path).success).toBe(valid);
    expect(clientInputSchema.safeParse({ name: 'x', loginPath: path }).success).toBe(valid);
  });

  it('checks a view: scope by kind, channels, and at least one content monitor mode', () => {
    expect(viewInputSchema.safeParse(view).success).toBe(true);
    expect(
      fieldsAtFault(viewInputSchema.safeParse({ ...view, scope: { kind: 'FILTER' } })),
    ).toEqual(['scope.propertyTypes']);
    expect(
      fieldsAtFault(
        viewInputSchema.safeParse({ ...view, scope: { kind: 'LIST', propertyIds: [] } }),
      ),
    ).toEqual(['scope.propertyIds']);
    expect(fieldsAtFault(viewInputSchema.safeParse({ ...view, scope: { kind: 'SOME' } }))).toEqual([
      'scope.kind',
    ]);
    expect(fieldsAtFault(viewInputSchema.safeParse({ ...view, siteIds: [] }))).toEqual(['siteIds']);
    expect(
      fieldsAtFault(viewInputSchema.safeParse({ ...view, contentMonitorSummary: false })),
    ).toEqual(['contentMonitorDetail']);
    expect(
      viewInputSchema.safeParse({
        ...view,
        specificViewType: 'HILTON',
        scope: { kind: 'FILTER', propertyTypes: ['HOTEL'], brandIds: [4] },
        siteIds: [104],
      }).success,
    ).toBe(true);
  });

  it('checks each geography level with its own fields', () => {
    expect(
      geographyInputSchema.safeParse({ type: 'country', name: 'France', isoCode: 'FR' }).success,
    ).toBe(true);
    expect(
      fieldsAtFault(
        geographyInputSchema.safeParse({ type: 'country', name: 'France', isoCode: 'fr' }),
      ),
    ).toEqual(['isoCode']);
    expect(
      fieldsAtFault(geographyInputSchema.safeParse({ type: 'region', name: 'North' })),
    ).toEqual(['parentId']);
    expect(
      fieldsAtFault(
        geographyInputSchema.safeParse({
          type: 'city',
          name: 'Nice',
          parentId: 4,
          lat: 43.7,
          lng: null,
        }),
      ),
    ).toEqual(['lng']);
    expect(fieldsAtFault(geographyInputSchema.safeParse({ type: 'planet', name: 'Mars' }))).toEqual(
      ['type'],
    );
  });
});
