import { NOISE_CONTROL_CALLS as CALLS, type NoiseListQuery } from '@lens/contracts';
import type { CharacteristicType, NoiseKind } from '@lens/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useSelection } from '../../../lib/selection.ts';
import { ANY_API_KEY, apiQueryOptions, useApiMutation, useApiQuery } from '../../../lib/use-api.ts';

/** The accepted variants and ignores deciding one audit's results, in a view. */
export const auditNoiseQuery = (view: number[] | undefined, auditId: number) =>
  apiQueryOptions(CALLS.getAuditNoise, { query: { view, audit: auditId } });

export const noiseListQuery = (query: NoiseListQuery) =>
  apiQueryOptions(CALLS.listNoise, {
    query: query as Record<string, string | number | undefined>,
  });

/** The accepted variants and ignores deciding one audit's results, in the page's view. */
export function useAuditNoise(auditId: number) {
  const { selection } = useSelection();
  return useApiQuery(auditNoiseQuery(selection.view, auditId), {
    label: 'Loading accepted variants and ignores',
  });
}

export function useNoiseList(query: NoiseListQuery) {
  return useApiQuery(noiseListQuery(query), {
    label: 'Loading accepted variants and ignores',
    placeholderData: (previous) => previous,
  });
}

/**
 * The four decisions. Each re-scores audits and rollups on the server, so every cached answer
 * (scores, audit details, this list) is asked again once one succeeds.
 */
export function useNoiseDecisions() {
  const queryClient = useQueryClient();
  const refresh = {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ANY_API_KEY }),
  };
  const accept = useApiMutation(CALLS.acceptVariant);
  const ignore = useApiMutation(CALLS.ignoreResult);
  const removeVariant = useApiMutation(CALLS.removeVariant);
  const removeIgnore = useApiMutation(CALLS.removeIgnore);
  return {
    accept: (auditId: number, characteristic: CharacteristicType, allChannels: boolean) =>
      accept.mutateAsync({ body: { auditId, characteristic, allChannels } }, refresh),
    ignore: (auditId: number, characteristic: CharacteristicType) =>
      ignore.mutateAsync({ body: { auditId, characteristic } }, refresh),
    undo: (kind: NoiseKind, id: number) =>
      (kind === 'ACCEPTED_VARIANT' ? removeVariant : removeIgnore).mutateAsync(
        { params: { id } },
        refresh,
      ),
    pending:
      accept.isPending || ignore.isPending || removeVariant.isPending || removeIgnore.isPending,
  };
}
