/**
 * The light entry of /login (issue #9): the sign-in page alone, without the router, the query client
 * or the app's stores, so its download stays small. Signing in hands over to the app (index.html).
 *
 * The page arrives prerendered (prerender.tsx), so React and the page's code are fetched and run
 * only after its first frame: neither their download nor their evaluation holds back the paint.
 */
requestAnimationFrame(() => {
  setTimeout(() => void import('./mount'));
});
