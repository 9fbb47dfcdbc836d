import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ltrCache } from '../app/theme/ltrCache';
import { LoginApp } from './LoginApp';

/**
 * The sign-in page as HTML, with the emotion styles it uses, rendered at build time (vite.config.ts
 * writes both into dist/login.html): the page paints before its script has run, and main.tsx
 * hydrates it. The styles carry the client cache's key, so the client adopts them instead of
 * inserting them again.
 */
export function prerenderLogin(): { html: string; styles: string } {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(ltrCache);
  const html = renderToString(
    <StrictMode>
      <LoginApp />
    </StrictMode>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
