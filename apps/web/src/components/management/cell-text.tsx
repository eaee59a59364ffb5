import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { formatDateTime } from '@wf/shared/domain/format';

/* How a list cell shows longer text: on up to two lines, and instants in the page's language. */

/**
 * The width of a list column of formatDateTime values in `lang`: the Chinese form
 * ("2026年12月24日 下午12:07", at its widest) is wider than the English ("24 Dec 2026, 12:07 pm") and was cut.
 */
const dateTimeColumnWidth = (lang: string): number => (lang === 'zh' ? 215 : 185);

/**
 * A list column of instants (formatDateTime in `lang`, Singapore time): the language's width as its
 * share, and the value on up to two lines ("26 Apr 2026," over "10:05 pm") when the list narrows it.
 */
export function dateTimeColumn(lang: string) {
  return {
    width: dateTimeColumnWidth(lang),
    valueFormatter: (v: string | null) => formatDateTime(v, lang),
    renderCell: ({ formattedValue }: { formattedValue?: unknown }) => <TwoLines text={String(formattedValue ?? '')} />,
  };
}

/**
 * A list cell's text on up to two lines (then an ellipsis, the whole text in its title): for the
 * middle columns of a wide list (reasons, project names, categories), which otherwise end in "…"
 * after a word or two at 1440 px. `children` (a link to the record) when the text is more than text.
 */
export function TwoLines({ text, children }: { text: string; children?: ReactNode }): ReactElement {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
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
        }}
      >
        {children ?? text}
      </Box>
    </Box>
  );
}
