import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useUiStore } from '../../store/ui';

const HEIGHT = { header: 180, half: '50vh', full: '100%' } as const;

/** Where a band shorter than the page fades into the page's own background, instead of a hard edge. */
const FADE = 'linear-gradient(to bottom, #000 0%, #000 45%, transparent 100%)';

/**
 * The band behind the page (§3.4 background position, gradient and decoration): a quiet wash of the
 * theme colours, so the page surface and its content lead, not the band. A header or half band fades
 * out towards its foot, so under a short page it leaves no line across the background (issue #25); a
 * full one covers the whole page.
 */
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
        const strength = mode === 'dark' ? 0.16 : 0.1;
        const base = alpha(primary.main, strength);
        const fill = gradient
          ? `linear-gradient(120deg, ${base} 0%, ${alpha(secondary.main, strength)} 100%)`
          : `linear-gradient(${base}, ${base})`;
        const ring = alpha(primary.main, strength / 2);
        const rings = `radial-gradient(circle at 88% 18%, ${ring} 0 110px, transparent 111px), radial-gradient(circle at 8% 110%, ${ring} 0 190px, transparent 191px)`;
        return {
          position: 'absolute',
          insetInline: 0,
          top: 0,
          height: HEIGHT[bgPosition],
          background: decoration ? `${rings}, ${fill}` : fill,
          ...(bgPosition === 'full' ? {} : { maskImage: FADE, WebkitMaskImage: FADE }),
          pointerEvents: 'none',
        };
      }}
    />
  );
}
