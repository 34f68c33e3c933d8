import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { textBlocks, type Section } from './static-pages';

/** A static page's sections, each a level-2 heading and its paragraphs and lists. */
export function SectionList({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mb: 3.5 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            {section.heading}
          </Typography>
          {textBlocks(section.text).map((block, i) =>
            block.kind === 'paragraph' ? (
              <Typography key={i} sx={{ mb: 1.5 }}>
                {block.text}
              </Typography>
            ) : (
              <Box component="ul" key={i} sx={{ pl: 3, mt: 0, mb: 1.5, '& li': { mb: 0.5 } }}>
                {block.items.map((item) => (
                  <Typography component="li" key={item}>
                    {item}
                  </Typography>
                ))}
              </Box>
            ),
          )}
        </Box>
      ))}
    </>
  );
}
