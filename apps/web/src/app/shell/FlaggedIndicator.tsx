import { FLAGGED_TOOLTIP, flaggedBadge } from '@lease/contract';
import Badge from '@mui/material/Badge';
import { Hint } from '../../ui/Hint';

/** The id of the hidden text a menu entry points at with aria-describedby. */
export const flaggedDescriptionId = (scope: string) => `flagged-description-${scope}`;

/**
 * §2.10 indicator: the count (50+ above 50) with the explanatory tooltip. The badge itself is hidden
 * from assistive technology so the entry's name stays its label; the text is its description instead.
 */
export function FlaggedIndicator({ count, scope }: { count: number; scope: string }) {
  const text = FLAGGED_TOOLTIP(count);
  return (
    <>
      <Hint title={text} describeChild>
        <Badge
          aria-hidden
          badgeContent={flaggedBadge(count)}
          color="error"
          max={Number.MAX_SAFE_INTEGER}
          sx={{ ml: 'auto', mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        />
      </Hint>
      <span id={flaggedDescriptionId(scope)} hidden>
        {text}
      </span>
    </>
  );
}
