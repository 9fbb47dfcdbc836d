import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Figure } from '@lease/contract';
import { formatCount } from '../../ui/formatNumber';

/** How this month compares with the last, in words a screen reader reads as they are shown. */
function trendOf(f: Figure): { text: string; Icon: typeof TrendingUp } {
  if (f.thisMonth === f.lastMonth) return { text: `same as last month (${f.lastMonth})`, Icon: TrendingFlat };
  const up = f.thisMonth > f.lastMonth;
  const pct =
    f.lastMonth === 0 ? null : Math.round((Math.abs(f.thisMonth - f.lastMonth) / f.lastMonth) * 100);
  return {
    text: `${up ? 'up' : 'down'}${pct === null ? '' : ` ${pct}%`} from ${f.lastMonth} last month`,
    Icon: up ? TrendingUp : TrendingDown,
  };
}

/** Key figures of the scope, this month against the last, each leading to its list. */
export function KeyFigures({ figures }: { figures: Figure[] }) {
  return (
    <Box
      component="ul"
      aria-label="Key figures"
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {figures.map((f) => {
        const { text, Icon } = trendOf(f);
        return (
          <Card key={f.key} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
            <CardActionArea href={f.link} sx={{ p: 2, height: '100%' }}>
              <Typography variant="body2" component="h3" sx={{ color: 'text.secondary' }}>
                {f.label} this month
              </Typography>
              <Typography variant="h4" component="p" data-testid={`figure-${f.key}`}>
                {formatCount(f.thisMonth)}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
                <Icon fontSize="small" aria-hidden />
                <Typography variant="body2">{text}</Typography>
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
