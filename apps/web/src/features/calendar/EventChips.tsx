import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import dayjs from 'dayjs';
import { Link as RouterLink } from 'react-router';
import {
  CALENDAR_COLORS,
  COMPUTED_EVENT_LABELS,
  type CalendarEvent,
  type ComputedEvent,
} from '@lease/contract';
import { TIME_FORMAT } from './calendarRange';

/** The shade of each kind of computed date: read-only, so outlined rather than filled like one's own. */
const KIND_COLOR: Record<ComputedEvent['kind'], string> = {
  'lease-end': 'info.main',
  'coverage-end': 'info.main',
  'filing-window': 'error.main',
  'invoice-due': 'warning.main',
  'office-hours': 'success.main',
};

export const timeSpan = (e: { startsAt: string; endsAt: string }) =>
  `${dayjs(e.startsAt).format(TIME_FORMAT)} – ${dayjs(e.endsAt).format(TIME_FORMAT)}`;

/** One's own event: a filled block in its colour that opens the event to change it. */
export function OwnEventButton({
  event,
  onOpen,
  compact = false,
}: {
  event: CalendarEvent;
  onOpen: (e: CalendarEvent) => void;
  compact?: boolean;
}) {
  return (
    <ButtonBase
      onClick={() => onOpen(event)}
      aria-label={`${event.title}, ${timeSpan(event)}`}
      sx={{
        width: '100%',
        height: '100%',
        display: 'block',
        textAlign: 'start',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: CALENDAR_COLORS[event.color],
        // The five colours of §9 are mid-tones: dark text keeps 4.5:1 on each.
        color: '#111',
        fontSize: 12,
        overflow: 'hidden',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'text.primary', outlineOffset: 1 },
      }}
    >
      <Box
        component="span"
        sx={{
          fontWeight: 600,
          display: 'block',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          overflow: 'hidden',
        }}
      >
        {compact && `${dayjs(event.startsAt).format('h A')} `}
        {event.title}
      </Box>
      {!compact && <Box component="span">{timeSpan(event)}</Box>}
    </ButtonBase>
  );
}

/** A date the portal knows from a record: read-only, a link to the record's page. */
export function ComputedEventLink({ event }: { event: ComputedEvent }) {
  return (
    <Link
      component={RouterLink}
      to={event.link}
      underline="hover"
      title={event.detail ?? undefined}
      aria-label={`${event.title}${event.detail ? `, ${event.detail}` : ''}${event.startsAt ? `, ${timeSpan({ startsAt: event.startsAt, endsAt: event.endsAt ?? event.startsAt })}` : ''}`}
      data-kind={event.kind}
      sx={{
        display: 'block',
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        border: 1,
        borderColor: KIND_COLOR[event.kind],
        borderInlineStartWidth: 4,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontSize: 12,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {event.title}
    </Link>
  );
}

export const kindLegend = (Object.keys(KIND_COLOR) as ComputedEvent['kind'][])
  .filter((k) => k !== 'coverage-end')
  .map((k) => ({ kind: k, label: COMPUTED_EVENT_LABELS[k], color: KIND_COLOR[k] }));
