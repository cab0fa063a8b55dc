import { OptionSelect } from '../../../components/option-select.tsx';
import type { useListParams } from '../../../lib/use-list-params.ts';
import { useClientOptions } from '../api/admin-api.ts';

/** A list's client filter, kept in the URL as `client`. */
export function ClientFilter({ list }: { list: ReturnType<typeof useListParams> }) {
  const { clients } = useClientOptions();
  return (
    <OptionSelect
      label="Client"
      value={list.id('client')}
      options={clients}
      placeholder="All clients"
      onChange={(value) => list.set({ client: value })}
    />
  );
}
