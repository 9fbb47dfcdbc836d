import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import type { CalendarEvent, ComputedEvent } from '@lease/contract';
import { columnsOf, computedOn, hoursOn } from './calendarRange';
import { ComputedEventLink, OwnEventButton } from './EventChips';

const HOUR_PX = 48;
/** The working day comes into view first; the night is a scroll away. */
const FIRST_SHOWN_HOUR = 7;
/** The day headings stay in view while the hours scroll under them. */
const HEAD = {
  position: 'sticky',
  top: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  borderBottom: 1,
  borderColor: 'divider',
} as const;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * The day and week views: a column per day with its hours, one's own events placed by their times
 * (side by side when they overlap), the record dates of each day above it, and the timed ones (office
 * hours) in their hour. Clicking an empty hour adds an event there.
 */
export function TimeGrid({
  days,
  events,
  computed,
  onOpen,
  onAdd,
}: {
  days: Dayjs[];
  events: CalendarEvent[];
  computed: ComputedEvent[];
  onOpen: (e: CalendarEvent) => void;
  onAdd: (at: Dayjs) => void;
}) {
  const today = dayjs();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scroller.current?.scrollTo({ top: FIRST_SHOWN_HOUR * HOUR_PX });
  }, []);
  const columns = `80px repeat(${days.length}, minmax(${days.length > 1 ? 96 : 160}px, 1fr))`;
  return (
    <Box
      ref={scroller}
      tabIndex={0}
      aria-label="Hours of the day"
      role="region"
      sx={{ overflow: 'auto', maxHeight: 640, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: columns, minWidth: days.length > 1 ? 760 : undefined }}
      >
        <Box sx={HEAD} />
        {days.map((d) => (
          <Box key={d.valueOf()} sx={{ ...HEAD, p: 1, borderInlineStart: 1, borderColor: 'divider' }}>
            <Typography
              variant="subtitle2"
              component="h2"
              sx={{ color: d.isSame(today, 'day') ? 'primary.main' : undefined }}
            >
              {d.format('ddd DD/MM')}
            </Typography>
            <Stack spacing={0.5} sx={{ mt: 0.5 }}>
              {computedOn(computed, d)
                .filter((e) => !e.startsAt)
                .map((e) => (
                  <ComputedEventLink key={e.id} event={e} />
                ))}
            </Stack>
          </Box>
        ))}
        <Box>
          {HOURS.map((h) => (
            <Box
              key={h}
              sx={{ height: HOUR_PX, pr: 1, textAlign: 'end', borderTop: 1, borderColor: 'divider' }}
            >
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {dayjs().hour(h).minute(0).format('hh:mm A')}
              </Typography>
            </Box>
          ))}
        </Box>
        {days.map((d) => {
          const own = columnsOf(
            events.flatMap((e) => {
              const span = hoursOn(e, d);
              return span ? [{ ...span, event: e }] : [];
            }),
          );
          const timed = computedOn(computed, d).filter((e) => e.startsAt);
          return (
            <Box
              key={d.valueOf()}
              sx={{ position: 'relative', borderInlineStart: 1, borderColor: 'divider' }}
            >
              {HOURS.map((h) => (
                <Box
                  key={h}
                  data-hour={h}
                  onClick={() => onAdd(d.hour(h))}
                  sx={{
                    height: HOUR_PX,
                    borderTop: 1,
                    borderColor: 'divider',
                    cursor: 'pointer',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                />
              ))}
              {timed.map((e) => {
                const from = dayjs(e.startsAt).diff(d.startOf('day'), 'minute') / 60;
                return (
                  <Box
                    key={e.id}
                    sx={{
                      position: 'absolute',
                      top: from * HOUR_PX + 2,
                      insetInlineStart: 2,
                      insetInlineEnd: 2,
                    }}
                  >
                    <ComputedEventLink event={e} />
                  </Box>
                );
              })}
              {own.map(({ event, from, to, col, cols }) => (
                <Box
                  key={event.id}
                  sx={{
                    position: 'absolute',
                    top: from * HOUR_PX + 1,
                    height: Math.max((to - from) * HOUR_PX - 2, 20),
                    insetInlineStart: `calc(${(col / cols) * 100}% + 2px)`,
                    width: `calc(${100 / cols}% - 4px)`,
                  }}
                >
                  <OwnEventButton event={event} onOpen={onOpen} />
                </Box>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
