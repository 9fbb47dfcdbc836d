import { BREADCRUMB_LEAD } from '@lease/contract';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { crumbsFor } from '../../menu/pages';

/** §2.10: 'You are here:' followed by the path, told in page titles; pages above the current one are links. */
export function Breadcrumb() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 1.5 }}
      data-testid="breadcrumb"
    >
      <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
        {BREADCRUMB_LEAD}
      </Typography>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ fontSize: '0.875rem' }}>
        {crumbs.map((crumb, index) => {
          if (index === crumbs.length - 1) {
            return (
              <Typography
                key={crumb.label}
                variant="body2"
                aria-current="page"
                sx={{ color: 'text.primary' }}
              >
                {crumb.label}
              </Typography>
            );
          }
          return crumb.to ? (
            <Link key={crumb.label} href={crumb.to} variant="body2" underline="hover" color="text.secondary">
              {crumb.label}
            </Link>
          ) : (
            <Typography key={crumb.label} variant="body2" sx={{ color: 'text.secondary' }}>
              {crumb.label}
            </Typography>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
}
