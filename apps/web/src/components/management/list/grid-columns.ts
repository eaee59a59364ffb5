import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import type { Theme } from '@mui/material/styles';

/* How a server-mode list's columns share the width, and the pinned first column (server-grid.tsx). */

/** Elements of a cell that act on their own (Enter on them is theirs). */
export const INTERACTIVE = 'a,button,input';

/**
 * Columns that share the list's width: every column but the row actions grows with the width (its
 * width or flex as its share) and narrows to a minimum, so the visible columns fit at 1440 px; the
 * first column (the record's name) keeps its full minimum (its declared minWidth, else 180 px) and
 * wraps onto a second line instead of being cut.
 */
export function fitColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  /** The grid's width and its visible columns: the minimums shrink (to 80 px) until they fit. */
  room?: { width: number; visibility: GridColumnVisibilityModel },
): GridColDef<R>[] {
  const fitted = columns.map((c, i) => {
    if (c.type === 'actions') return c;
    const base = c.width ?? (c.flex ? Math.max(c.minWidth ?? 120, 120) : 120);
    const share = c.flex ? c.flex * 150 : base;
    const floor = c.minWidth ?? base;
    return {
      ...c,
      width: undefined,
      flex: share / 100,
      // The first column: its own minimum when it declares one (a short code needs no 180 px), else
      // room for a name on two lines.
      minWidth: i === 0 ? (c.minWidth ?? Math.max(base, 180)) : Math.max(MIN_COLUMN, Math.round(Math.min(floor, base) * 0.75)),
    };
  });
  if (!room || room.width <= 0) return fitted;
  const shown = fitted.filter((c) => room.visibility[c.field] !== false);
  const fixed = shown.reduce(
    (n, c, i) => n + (i === 0 ? (c.minWidth ?? 0) : c.type === 'actions' ? (c.width ?? 100) : 0),
    0,
  );
  const flexible = shown.slice(1).filter((c) => c.type !== 'actions');
  const wanted = flexible.reduce((n, c) => n + (c.minWidth ?? MIN_COLUMN), 0);
  // The vertical scroll bar and the borders take some of the width.
  const left = room.width - SCROLLBAR - fixed;
  if (wanted <= left) return fitted;
  const factor = left / wanted;
  return fitted.map((c, i) =>
    i === 0 || c.type === 'actions'
      ? c
      : { ...c, minWidth: Math.max(MIN_COLUMN, Math.floor((c.minWidth ?? MIN_COLUMN) * factor)) },
  );
}

/** The narrowest a column gets (beyond that the grid scrolls sideways, the first column pinned). */
const MIN_COLUMN = 80;
const SCROLLBAR = 20;

/** The width of the data grid's own selection column (MUI's checkbox column). */
export const CHECKBOX_COLUMN = 50;

/**
 * The first column's cells and header stay at the left edge when the grid scrolls sideways, and
 * the name in it wraps onto a second line rather than being cut. With row selection the grid's
 * checkbox column comes first: both stay put, the name column just right of the checkboxes.
 */
export function stickyFirstColumn(withCheckboxes: boolean) {
  const at = (i: number) =>
    `& .MuiDataGrid-cell[data-colindex="${i}"], & .MuiDataGrid-columnHeader[aria-colindex="${i + 1}"]`;
  const pinned = (left: number) => ({
    position: 'sticky',
    left,
    zIndex: 2,
    backgroundColor: 'background.paper',
    boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
  });
  const name = withCheckboxes ? 1 : 0;
  return {
    ...(withCheckboxes ? { [at(0)]: pinned(0) } : {}),
    [at(name)]: pinned(withCheckboxes ? CHECKBOX_COLUMN : 0),
    [`& .MuiDataGrid-row:hover .MuiDataGrid-cell[data-colindex="${name}"]`]: {
      backgroundImage: (theme: Theme) =>
        `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
    },
    [`& .MuiDataGrid-cell[data-colindex="${name}"]`]: {
      whiteSpace: 'normal',
      lineHeight: 1.25,
      display: 'flex',
      alignItems: 'center',
      overflowWrap: 'anywhere',
    },
  };
}
