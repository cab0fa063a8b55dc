import { useMemo } from 'react';
import type { DuplicateMarker } from '../../../components/score-map/index.ts';
import { useSelection } from '../../../lib/selection.ts';
import { duplicateListingsRequest, useWidgetQuery } from '../api/widget-queries.ts';

/** The property's possible duplicate listings that have a pin, as map rings. */
export function useDuplicateMarkers(propertyId: number | null): DuplicateMarker[] {
  const { selection } = useSelection();
  const { data } = useWidgetQuery(
    duplicateListingsRequest(selection, propertyId),
    propertyId !== null,
  );
  return useMemo(
    () =>
      (data?.channels ?? []).flatMap((channel) =>
        channel.duplicates.flatMap((listing) =>
          listing.coordinates
            ? [
                {
                  id: listing.id,
                  name: `${listing.name ?? 'Listing'} (${channel.site.name})`,
                  ...listing.coordinates,
                },
              ]
            : [],
        ),
      ),
    [data],
  );
}
