import type { AuditCharacteristic } from '@lens/contracts';
import { characteristicId, type FilterSelection } from '@lens/domain';
import { useFilterOptions } from '../../../api/filter-options.ts';
import { useCharacteristicBenchmark } from '../api/audit-queries.ts';
import type { Benchmark } from './evidence-details.tsx';

/**
 * In hotel-chain mode, how the open characteristic scores for the whole property and for its
 * brand, beside the evidence; undefined otherwise.
 */
export function useBenchmark(
  selection: FilterSelection,
  propertyId: number,
  row: AuditCharacteristic | undefined,
  hotelChainMode: boolean,
): Benchmark | undefined {
  const brands = useFilterOptions('brand', { enabled: hotelChainMode });
  const brand = brands.data?.availableValues[0];
  const brandId = typeof brand?.id === 'number' ? brand.id : null;
  const id = hotelChainMode && row ? characteristicId(row.characteristicType) : null;
  const { property, brand: brandRows } = useCharacteristicBenchmark(
    selection,
    propertyId,
    brandId,
    id,
  );
  if (id === null) return undefined;
  return {
    property: property.data?.availableFilters.find((r) => r.id === propertyId)?.accuracy,
    brand: brand
      ? {
          name: brand.name,
          accuracy: brandRows.data?.availableFilters.find((r) => r.id === brandId)?.accuracy,
        }
      : null,
    loading: property.isPending || (brandId !== null && brandRows.isPending),
  };
}
