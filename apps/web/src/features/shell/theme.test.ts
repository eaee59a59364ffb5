import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { THEMES } from '@wf/shared/contracts/shell/settings';
import { AA_TEXT } from './nav-contrast.ts';
import { createAppTheme } from './theme.ts';

describe('app themes', () => {
  for (const name of THEMES)
    for (const mode of ['light', 'dark'] as const)
      it(`${name} ${mode}: text on the primary and secondary colours reaches AA`, () => {
        const t = createAppTheme(name, mode);
        for (const c of [t.palette.primary, t.palette.secondary]) {
          expect(getContrastRatio(c.main, c.contrastText)).toBeGreaterThanOrEqual(AA_TEXT);
        }
      });
});
