import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ltrCache } from '../app/theme/ltrCache';
import { LoginApp } from './LoginApp';

/**
 * The sign-in page as HTML, with the emotion styles it uses, rendered at build time (vite.config.ts
 * writes both into dist/login.html): the page paints before its script has run, and mount.tsx
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
  const chunks = extractCriticalToChunks(html);
  // Critical extraction keeps the classes found in the markup, but a styled component that wraps
  // another (IconButton around ButtonBase) registers a class of its own as well, which the client
  // would compile and insert while hydrating: all of them are sent, so hydrating inserts nothing.
  const { key, inserted, registered } = ltrCache;
  const ids = Object.keys(inserted).filter(
    (id) => registered[`${key}-${id}`] !== undefined && typeof inserted[id] === 'string',
  );
  const styles = chunks.styles.map((chunk) =>
    chunk.key === key ? { key, ids, css: ids.map((id) => inserted[id]).join('') } : chunk,
  );
  return { html, styles: constructStyleTagsFromChunks({ html, styles }) };
}
