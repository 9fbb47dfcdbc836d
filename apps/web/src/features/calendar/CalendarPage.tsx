import AddIcon from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { errorMessage } from '../../ui/toast';
import { PageHeader } from '../../ui/PageHeader';
import { CALENDAR_VIEWS, daysOf, rangeOf, stepBy, titleOf, type CalendarView } from './calendarRange';
import { kindLegend } from './EventChips';
import type { EventTarget } from './EventDialog';
import { MonthView } from './MonthView';
import { TimeGrid } from './TimeGrid';
import { useCalendarRange } from './useCalendar';

// The date pickers load with the dialog that shows them (issue #27): the calendar itself draws none.
const EventDialog = lazy(() => import('./EventDialog').then((m) => ({ default: m.EventDialog })));

/** The next whole hour from now: where a new event starts unless an hour is picked. */
const nextHour = () => dayjs().add(1, 'hour').startOf('hour');

/**
 * /dashboard/calendar (file 1 §5, §9, the demo screen made real): one's own events by day (the default),
 * week or month, and read-only the dates of the records in scope, each a link to its page.
 */
export function CalendarPage() {
  const [view, setView] = useState<CalendarView>('day');
  const [anchor, setAnchor] = useState(() => dayjs().startOf('day'));
  const [target, setTarget] = useState<EventTarget | null>(null);
  const days = daysOf(view, anchor);
  const range = useCalendarRange(rangeOf(days));
  const events = range.data?.events ?? [];
  const computed = range.data?.computed ?? [];

  // An hour already past cannot hold a new event: the dialog opens on the next hour instead.
  const addAt = (at: dayjs.Dayjs) =>
    setTarget({ startsAt: at.isBefore(dayjs().startOf('hour')) ? nextHour() : at });

  return (
    <>
      <PageHeader
        title="Calendar"
        description="Your own events, and the dates of your portfolio: lease and coverage ends, claim filing windows, invoice due dates and the claims office hours."
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setTarget({ startsAt: nextHour() })}
          >
            Add Event
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Button variant="outlined" size="small" onClick={() => setAnchor(dayjs().startOf('day'))}>
          Today
        </Button>
        <IconButton aria-label={`Previous ${view}`} onClick={() => setAnchor((a) => stepBy(view, a, -1))}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label={`Next ${view}`} onClick={() => setAnchor((a) => stepBy(view, a, 1))}>
          <ChevronRight />
        </IconButton>
        <Typography
          variant="h6"
          component="p"
          aria-live="polite"
          sx={{ flex: 1, minWidth: 200 }}
          data-testid="calendar-title"
        >
          {titleOf(view, anchor, days)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_e, v: CalendarView | null) => v && setView(v)}
          aria-label="Calendar view"
        >
          {CALENDAR_VIEWS.map((v) => (
            <ToggleButton key={v.value} value={v.value}>
              {v.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box
        component="ul"
        aria-label="Legend"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mb: 1.5, listStyle: 'none' }}
      >
        {kindLegend.map((k) => (
          <Box
            component="li"
            key={k.kind}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13 }}
          >
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, border: 2, borderColor: k.color }} />
            {k.label}
          </Box>
        ))}
      </Box>
      {range.isFetching ? (
        <LinearProgress sx={{ mb: 1 }} aria-label="Loading the calendar" />
      ) : (
        <Box sx={{ height: 4, mb: 1 }} />
      )}
      {range.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(range.error)}
        </Alert>
      )}
      {view === 'month' ? (
        <MonthView
          anchor={anchor}
          days={days}
          events={events}
          computed={computed}
          onOpen={(event) => setTarget({ event })}
          onDay={(d) => {
            setAnchor(d);
            setView('day');
          }}
        />
      ) : (
        <TimeGrid
          days={days}
          events={events}
          computed={computed}
          onOpen={(event) => setTarget({ event })}
          onAdd={addAt}
        />
      )}
      {target && (
        <Suspense fallback={null}>
          <EventDialog target={target} onClose={() => setTarget(null)} />
        </Suspense>
      )}
    </>
  );
}
