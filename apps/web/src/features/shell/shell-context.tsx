import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type ShellSettings } from '@wf/shared/contracts/shell/settings';
import { shellEndpoints as e } from '@wf/shared/contracts/shell/endpoints';
import { endpointQueryKey, setEndpointData, useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';

/** The user's shell settings (layout, scheme, theme, language), saved through the API. */
export function useShellSettings() {
  const client = useQueryClient();
  const { data } = useEndpoint(e.settings);
  // Shown at once; put back if the save fails, replaced by the saved settings when it succeeds.
  const mutation = useEndpointMutation(e.updateSettings, {
    onMutate: ({ body }) => {
      const before = client.getQueryData<ShellSettings>(endpointQueryKey(e.settings));
      setEndpointData(client, e.settings, {}, { ...(before ?? DEFAULT_SETTINGS), ...body.settings });
      return { before };
    },
    onError: (_e, _p, ctx) => client.setQueryData(endpointQueryKey(e.settings), ctx?.before),
    onSuccess: (saved) => setEndpointData(client, e.settings, {}, saved),
  });
  const update = (settings: Partial<ShellSettings>) => mutation.mutate({ body: { settings } });
  return { settings: data ?? DEFAULT_SETTINGS, loaded: data !== undefined, update };
}

/** The shell reads the lib i18n (lib/i18n); the language follows the user's saved setting. */
export { useT } from '../../lib/i18n/index.ts';
