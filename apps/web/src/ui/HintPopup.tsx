import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

interface HintPopupProps extends Pick<TooltipProps, 'id' | 'placement' | 'onOpen' | 'onClose'> {
  title: string;
  anchor: HTMLElement;
  open: boolean;
}

/**
 * The tooltip of a Hint (Hint.tsx), loaded when first wanted: MUI's Tooltip, opened by the Hint and
 * placed at its child. The Tooltip needs a child of its own; this empty one takes no room.
 */
export default function HintPopup({ anchor, ...props }: HintPopupProps) {
  return (
    <Tooltip {...props} describeChild slotProps={{ popper: { anchorEl: anchor } }}>
      <span aria-hidden style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }} />
    </Tooltip>
  );
}
