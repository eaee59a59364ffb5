import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type ShellSettings } from '@wf/shared/contracts/shell/settings';
import { shellApi, shellQueries } from './shell-api.ts';

/** The user's shell settings (layout, scheme, theme, language), saved through the API. */
export function useShellSettings() {
  const client = useQueryClient();
  const { data } = useQuery(shellQueries.settings);
  const mutation = useMutation({
    mutationFn: shellApi.updateSettings,
    onMutate: (patch) => {
      const before = client.getQueryData<ShellSettings>(shellQueries.settings.queryKey);
      client.setQueryData<ShellSettings>(shellQueries.settings.queryKey, { ...(before ?? DEFAULT_SETTINGS), ...patch });
      return { before };
    },
    onError: (_e, _p, ctx) => client.setQueryData(shellQueries.settings.queryKey, ctx?.before),
    onSuccess: (saved) => client.setQueryData(shellQueries.settings.queryKey, saved),
  });
  return { settings: data ?? DEFAULT_SETTINGS, loaded: data !== undefined, update: mutation.mutate };
}

/** The shell reads the lib i18n (lib/i18n); the language follows the user's saved setting. */
export { useT } from '../../lib/i18n/index.ts';
