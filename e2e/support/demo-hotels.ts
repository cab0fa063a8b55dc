import type { APIRequestContext } from 'playwright-core';

/**
 * The first of the demo's hotels whose latest audit on `siteId` passes `wanted`, looked up through
 * the API as the page would ask: the demo portfolio is generated, so ids are not assumed. `wanted`
 * gets the filters of that pair and its audit id, to ask what it needs.
 */
export async function firstHotelWhere(
  request: APIRequestContext,
  baseUrl: string,
  channelId: number,
  wanted: (filters: string, auditId: number) => Promise<boolean>,
): Promise<number | null> {
  const hotels = (await (
    await request.get(`${baseUrl}/dashboard/data/filter/property?property_type=HOTEL`)
  ).json()) as { availableFilters: { id: number }[] };
  for (const { id } of hotels.availableFilters.slice(0, 40)) {
    const filters = `property=${id}&site=${channelId}`;
    const last = (await (
      await request.get(`${baseUrl}/dashboard/data/audit-id/last?${filters}`)
    ).json()) as { auditId: number | null };
    if (last.auditId !== null && (await wanted(filters, last.auditId))) return id;
  }
  return null;
}
