import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { BUILT_PAGES, DASHBOARD_PLACEHOLDERS } from '../pages';

const ROUTABLE = new Set([...BUILT_PAGES, ...DASHBOARD_PLACEHOLDERS.map((p) => p.path)]);

/** §2.10: 'You are here:' followed by the path; segments that are pages of their own are links. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 2 }}
      data-testid="breadcrumb"
    >
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        You are here:
      </Typography>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ fontSize: '0.875rem' }}>
        {segments.map((segment, index) => {
          const to = `/${segments.slice(0, index + 1).join('/')}`;
          const text = decodeURIComponent(segment);
          const last = index === segments.length - 1;
          if (last) {
            return (
              <Typography
                key={to}
                variant="body2"
                aria-current="page"
                sx={{ color: 'text.primary', fontWeight: 600 }}
              >
                {text}
              </Typography>
            );
          }
          return ROUTABLE.has(to) ? (
            <Link key={to} href={to} variant="body2" underline="hover">
              {text}
            </Link>
          ) : (
            <Typography key={to} variant="body2" sx={{ color: 'text.secondary' }}>
              {text}
            </Typography>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
}
