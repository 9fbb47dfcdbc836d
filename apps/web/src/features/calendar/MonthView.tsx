import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import type { CalendarEvent, ComputedEvent } from '@lease/contract';
import { computedOn, hoursOn } from './calendarRange';
import { ComputedEventLink, OwnEventButton } from './EventChips';

/** A day cell shows this many entries, then how many more (the day view shows them all). */
const SHOWN = 4;

/** The month view: the weeks of the month, each day with its events and dates; a day's number opens it. */
export function MonthView({
  anchor,
  days,
  events,
  computed,
  onOpen,
  onDay,
}: {
  anchor: Dayjs;
  days: Dayjs[];
  events: CalendarEvent[];
  computed: ComputedEvent[];
  onOpen: (e: CalendarEvent) => void;
  onDay: (d: Dayjs) => void;
}) {
  const today = dayjs();
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(110px, 1fr))', minWidth: 770 }}>
        {days.slice(0, 7).map((d) => (
          <Typography key={d.day()} variant="caption" sx={{ p: 1, fontWeight: 600, color: 'text.secondary' }}>
            {d.format('ddd')}
          </Typography>
        ))}
        {days.map((d) => {
          const own = events.filter((e) => hoursOn(e, d));
          const dated = computedOn(computed, d);
          const more = own.length + dated.length - SHOWN;
          return (
            <Box
              key={d.valueOf()}
              sx={{
                minHeight: 120,
                p: 0.5,
                borderTop: 1,
                borderInlineStart: d.day() === 0 ? 0 : 1,
                borderColor: 'divider',
                bgcolor: d.isSame(anchor, 'month') ? undefined : 'action.hover',
              }}
            >
              <Box
                component="button"
                type="button"
                onClick={() => onDay(d)}
                aria-label={`${d.date()}: open ${d.format('DD/MM/YYYY')} in the day view`}
                sx={{
                  border: 0,
                  bgcolor: d.isSame(today, 'day') ? 'primary.main' : 'transparent',
                  color: d.isSame(today, 'day') ? 'primary.contrastText' : 'text.primary',
                  borderRadius: '50%',
                  width: 28,
                  height: 28,
                  cursor: 'pointer',
                  font: 'inherit',
                  fontSize: 13,
                }}
              >
                {d.date()}
              </Box>
              <Stack spacing={0.5}>
                {own.slice(0, SHOWN).map((e) => (
                  <Box key={e.id} sx={{ height: 22 }}>
                    <OwnEventButton event={e} onOpen={onOpen} compact />
                  </Box>
                ))}
                {dated.slice(0, Math.max(0, SHOWN - own.length)).map((e) => (
                  <ComputedEventLink key={e.id} event={e} />
                ))}
                {more > 0 && (
                  <Typography variant="caption" sx={{ color: 'text.secondary', px: 0.5 }}>
                    {more} more
                  </Typography>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
