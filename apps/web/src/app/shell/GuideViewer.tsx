import { GUIDE_TITLES } from '@lease/contract';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { config } from '../config';

interface GuideViewerProps {
  /** The level that fits where the viewer sits: h3 inside the dialog, h2 on the guide page. */
  headingLevel: 'h2' | 'h3';
  onDone: () => void;
}

/** §2.10 help guide: the video guides in order, one at a time, with Back, Next and Done. */
export function GuideViewer({ headingLevel, onDone }: GuideViewerProps) {
  const [index, setIndex] = useState(0);
  const title = GUIDE_TITLES[index] ?? GUIDE_TITLES[0];
  const video = config.guideVideos[index];
  const last = GUIDE_TITLES.length - 1;

  return (
    <Stack spacing={2} data-testid="guide-viewer">
      <Box>
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
        <Box
          sx={{
            aspectRatio: '16 / 9',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            borderRadius: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <PlayCircleOutlined sx={{ fontSize: 56 }} />
          <Typography>Video not available yet</Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
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
