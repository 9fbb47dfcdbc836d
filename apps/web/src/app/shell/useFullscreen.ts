import { useEffect, useState } from 'react';

/** §2.10 full screen, through the Fullscreen API; it follows Esc and other ways of leaving too. */
export function useFullscreen(): { active: boolean; toggle: () => void } {
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const update = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);

  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch(() => setActive(Boolean(document.fullscreenElement)));
  };
  return { active, toggle };
}
