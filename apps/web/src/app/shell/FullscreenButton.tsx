import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import { useEffect, useState } from 'react';
import { Hint } from '../../ui/Hint';

/** §2.10 full screen, through the Fullscreen API; it follows Esc and other ways of leaving too. */
export function FullscreenButton() {
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

  return (
    <Hint title={active ? 'Exit full screen' : 'Full screen'}>
      <IconButton color="inherit" aria-label="Full screen" aria-pressed={active} onClick={toggle}>
        {active ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Hint>
  );
}
