import { GUIDE_STEPS, GUIDE_TITLES } from '@lease/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../config';
import { GuideWalkthrough } from './GuideWalkthrough';

interface GuideViewerProps {
  /** The level that fits where the viewer sits: h3 inside the dialog, h2 on the guide page. */
  headingLevel: 'h2' | 'h3';
  onDone: () => void;
}

/**
 * §2.10 help guide: the guides in order, one at a time, with Back, Next and Done. A guide is its video
 * where one is configured, else a walkthrough of the real screens (issue #25).
 */
export function GuideViewer({ headingLevel, onDone }: GuideViewerProps) {
  const [index, setIndex] = useState(0);
  const title = GUIDE_TITLES[index] ?? GUIDE_TITLES[0];
  const video = config.guideVideos[index];
  const last = GUIDE_TITLES.length - 1;
  const top = useRef<HTMLDivElement>(null);
  const shown = useRef(index);
  // A new guide starts at its top, not where the last one's pictures were scrolled to.
  useEffect(() => {
    if (shown.current !== index) top.current?.scrollIntoView({ block: 'nearest' });
    shown.current = index;
  }, [index]);

  return (
    <Stack spacing={2} data-testid="guide-viewer">
      <Box ref={top}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
          Guide {index + 1} of {GUIDE_TITLES.length}
        </Typography>
        <Typography variant="h6" component={headingLevel}>
          {title}
        </Typography>
      </Box>
      {video ? (
        <Box
          component="video"
          key={video}
          src={video}
          controls
          preload="metadata"
          aria-label={title}
          sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 2 }}
        />
      ) : (
        <GuideWalkthrough steps={GUIDE_STEPS[title]} />
      )}
      {/* Back, Next and Done stay in reach below a guide's pictures, as a bar of their own with a rule
          above it, not buttons floating over the pictures (issue #36). */}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          justifyContent: 'flex-end',
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          py: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
          Back
        </Button>
        <Button variant="outlined" onClick={() => setIndex((i) => i + 1)} disabled={index === last}>
          Next
        </Button>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Stack>
  );
}
