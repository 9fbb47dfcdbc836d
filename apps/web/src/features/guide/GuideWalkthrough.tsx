import type { GuideStep } from '@lease/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A guide as numbered screenshots of the portal with what to do there. The pictures are taken of the
 * demo portfolio by the e2e suite (`npm run guides`), which fails when a screen no longer shows what a
 * caption names.
 */
export function GuideWalkthrough({ steps }: { steps: GuideStep[] }) {
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 3 }}>
      {steps.map((step, index) => (
        <Box component="li" key={step.image}>
          <Box component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={`/guides/${step.image}`}
              alt={step.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              width={1280}
              height={800}
              sx={{
                display: 'block',
                width: '100%',
                height: 'auto',
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography component="figcaption" variant="body2" sx={{ mt: 1 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {index + 1}.{' '}
              </Box>
              {step.caption}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
