import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { APP_NAME } from '../config';

/** The page's one h1; it also names the browser tab, so every route has a distinct title. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} | ${APP_NAME}`;
  }, [children]);

  return (
    <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}
