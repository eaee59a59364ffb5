import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqCategoryWithFaqs } from '@wf/shared/contracts/apps/help-center/help-center';
import { helpHtml } from './guide-html.ts';

/** Each FAQ category with its questions; an answer opens under its question. */
export function FaqList({ categories }: { categories: readonly FaqCategoryWithFaqs[] }) {
  return (
    <>
      {categories
        .filter((c) => c.faqs.length > 0)
        .map((c) => (
          <Box key={c.id} sx={{ mb: 3 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {c.title}
            </Typography>
            {c.faqs.map((f) => (
              <Accordion key={f.id} disableGutters variant="outlined">
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography>{f.question}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Box className="help-text" sx={{ '& p': { mt: 0 } }} dangerouslySetInnerHTML={helpHtml(f.answer)} />
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        ))}
    </>
  );
}
