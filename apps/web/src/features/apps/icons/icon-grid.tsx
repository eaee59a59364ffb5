import { createElement } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { IconSetId, IconShapes } from '@wf/shared/contracts/apps/icons/icons';
import { useT } from '../../../lib/i18n/index.ts';
import { iconShapeEndpoints } from '@wf/shared/contracts/apps/icons/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';

/** An icon drawn from its elements (from the server's reading of the icon package). */
function Drawn({ shapes }: { shapes: IconShapes['icons'][string] | undefined }) {
  if (!shapes?.length) return null;
  return (
    <SvgIcon viewBox="0 0 24 24" sx={{ fontSize: 28 }}>
      {shapes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </SvgIcon>
  );
}

/** The icons as tiles: the drawing where the set renders, the name, a click copies it. */
export function IconGrid({
  set,
  renders,
  names,
  onCopy,
}: {
  set: IconSetId;
  renders: boolean;
  names: readonly string[];
  onCopy(name: string): void;
}) {
  const { t } = useT();
  // The drawings of a set the web renders; they never change while the app runs.
  const shapes = useEndpoint(
    iconShapeEndpoints.shapes,
    { query: { set: set as 'material-solid' } },
    { enabled: renders, staleTime: Infinity },
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(104px, 1fr))',
          md: 'repeat(auto-fill, minmax(128px, 1fr))',
        },
      }}
      data-testid="icon-grid"
    >
      {names.map((name) => (
        <ButtonBase
          key={name}
          onClick={() => onCopy(name)}
          aria-label={t('apps.icons.copy', { name })}
          sx={{
            flexDirection: 'column',
            gap: 1,
            p: 1.5,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            minHeight: renders ? 88 : 56,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          {renders && <Drawn shapes={shapes.data?.icons[name]} />}
          <Typography variant="caption" sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
            {name}
          </Typography>
        </ButtonBase>
      ))}
    </Box>
  );
}
