import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useUiStore } from '../../store/ui';

const HEIGHT = { header: 180, half: '50vh', full: '100%' } as const;

/** The coloured band behind the page (§3.4 background position, gradient and decoration). */
export function BackgroundBand() {
  const bgPosition = useUiStore((s) => s.bgPosition);
  const gradient = useUiStore((s) => s.gradient);
  const decoration = useUiStore((s) => s.decoration);

  return (
    <Box
      aria-hidden
      data-testid="background-band"
      sx={(theme) => {
        const { primary, secondary, mode } = theme.palette;
        const base = mode === 'dark' ? primary.dark : primary.main;
        const fill = gradient
          ? `linear-gradient(120deg, ${base} 0%, ${mode === 'dark' ? secondary.dark : secondary.main} 100%)`
          : base;
        const rings = `radial-gradient(circle at 88% 18%, ${alpha('#fff', 0.16)} 0 110px, transparent 111px), radial-gradient(circle at 8% 110%, ${alpha('#fff', 0.12)} 0 190px, transparent 191px), radial-gradient(circle at 55% -40%, ${alpha('#fff', 0.08)} 0 240px, transparent 241px)`;
        return {
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: HEIGHT[bgPosition],
          background: decoration ? `${rings}, ${fill}` : fill,
          opacity: mode === 'dark' ? 0.55 : 1,
          pointerEvents: 'none',
        };
      }}
    />
  );
}
