import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime } from '@wf/shared/domain/format';

/* How a list cell shows longer text: on up to two lines, and instants in the page's language. */

/**
 * The width of a list column of formatDateTime values in `lang`: the Chinese form
 * ("2026年12月24日 下午12:07", at its widest) is wider than the English ("24 Dec 2026, 12:07 pm") and was cut.
 */
const dateTimeColumnWidth = (lang: string): number => (lang === 'zh' ? 215 : 185);

/**
 * A list column of instants (formatDateTime in `lang`, Singapore time): the language's width as its
 * share; the list puts the value on up to two lines ("26 Apr 2026," over "10:05 pm") when it
 * narrows the column (withTwoLineText).
 */
export function dateTimeColumn(lang: string) {
  return {
    width: dateTimeColumnWidth(lang),
    valueFormatter: (v: string | null) => formatDateTime(v, lang),
  };
}

/**
 * A list cell's text on up to two lines (then an ellipsis, the whole text in its title): for the
 * middle columns of a wide list (reasons, project names, categories), which otherwise end in "…"
 * after a word or two at 1440 px. `children` (a link to the record) when the text is more than text.
 */
export function TwoLines({
  text,
  children,
  align = 'left',
}: {
  text: string;
  children?: ReactNode;
  align?: 'left' | 'right' | 'center';
}): ReactElement {
  const justify = { left: 'flex-start', right: 'flex-end', center: 'center' }[align];
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', justifyContent: justify, height: '100%', width: '100%' }}>
      <Box
        component="span"
        title={text}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'normal',
          // Lines break between words; a single word longer than the line breaks too.
          overflowWrap: 'break-word',
          lineHeight: 1.25,
          textAlign: align,
        }}
      >
        {children ?? text}
      </Box>
    </Box>
  );
}

/**
 * Every text column of a list (no renderCell of its own, not the row actions) shows its formatted
 * value through TwoLines: the grid's default cell is one line cut with "…", which at 1440 px left
 * most middle columns at a word or two.
 */
export function withTwoLineText<R extends GridValidRowModel>(columns: readonly GridColDef<R>[]): GridColDef<R>[] {
  return columns.map((c) =>
    c.renderCell || c.type === 'actions' || c.type === 'boolean'
      ? c
      : {
          ...c,
          renderCell: ({ formattedValue }: { formattedValue?: unknown }) => (
            <TwoLines
              text={formattedValue === null || formattedValue === undefined ? '' : String(formattedValue as string | number)}
              align={c.align}
            />
          ),
        },
  );
}
