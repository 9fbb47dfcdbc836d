import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  CALENDAR_COLOR_NAMES,
  CALENDAR_COLORS,
  CALENDAR_LIMITS,
  CALENDAR_TEXTS,
  calendarTimeIssues,
  type CalendarColor,
  type CalendarEvent,
} from '@lease/contract';
import { ApiError } from '../../api/client';
import { ClosableDialogTitle } from '../../ui/ClosableDialogTitle';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage, toast } from '../../ui/toast';
import { DATE_FORMAT, TIME_FORMAT } from './calendarRange';
import { useEventChanges } from './useCalendar';

const COLOR_LABELS: Record<CalendarColor, string> = {
  red: 'Red',
  green: 'Green',
  blue: 'Blue',
  violet: 'Violet',
  orange: 'Orange',
};

/** What the dialog opens on: an event of one's own to change, or the hour a new one starts at. */
export type EventTarget = { event: CalendarEvent } | { startsAt: Dayjs };

interface Errors {
  title?: string;
  date?: string;
  start?: string;
  end?: string;
}

/** A day and an hour of it as the API takes it: local wall-clock time with the browser's offset. */
const at = (date: Dayjs, hour: number) => date.startOf('day').add(hour, 'hour').format();

/**
 * Adding or changing one's own event (file 1 §5, §9): a title (required), a day (DD/MM/YYYY, none
 * past), start and end by the hour (hh:mm AM/PM, 60-minute step), and one of the five colours.
 */
export function EventDialog({ target, onClose }: { target: EventTarget; onClose: () => void }) {
  const existing = 'event' in target ? target.event : null;
  const first = 'event' in target ? dayjs(target.event.startsAt) : target.startsAt;
  const { save, remove } = useEventChanges();
  const [title, setTitle] = useState(existing?.title ?? '');
  const [notes, setNotes] = useState(existing?.notes ?? '');
  const [color, setColor] = useState<CalendarColor>(existing?.color ?? 'blue');
  const [date, setDate] = useState<Dayjs | null>(first.startOf('day'));
  const [start, setStart] = useState<Dayjs | null>(first);
  const [end, setEnd] = useState<Dayjs | null>(existing ? dayjs(existing.endsAt) : first.add(1, 'hour'));
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);

  const check = (): { startsAt: string; endsAt: string } | null => {
    const found: Errors = {};
    if (!title.trim()) found.title = CALENDAR_TEXTS.titleRequired;
    if (!date?.isValid()) found.date = 'Date is required (DD/MM/YYYY)';
    if (!start?.isValid()) found.start = 'Start time is required';
    if (!end?.isValid()) found.end = 'End time is required';
    let times: { startsAt: string; endsAt: string } | null = null;
    if (date?.isValid() && start?.isValid() && end?.isValid()) {
      // An end at 12:00 AM is the midnight that closes the day.
      const endHour = end.hour() === 0 && end.minute() === 0 ? 24 : end.hour() + end.minute() / 60;
      times = { startsAt: at(date, start.hour() + start.minute() / 60), endsAt: at(date, endHour) };
      const kept = existing ? new Date(existing.startsAt) : undefined;
      for (const issue of calendarTimeIssues(times, new Date(), kept)) {
        if (issue.message === CALENDAR_TEXTS.pastDate) {
          if (date.isBefore(dayjs(), 'day')) found.date ??= issue.message;
          else found.start ??= issue.message;
        } else if (issue.path === 'startsAt') found.start ??= issue.message;
        else found.end ??= issue.message;
      }
    }
    setErrors(found);
    return Object.keys(found).length === 0 ? times : null;
  };

  const submit = () => {
    const times = check();
    if (!times) return;
    const draft = { title: title.trim(), notes: notes.trim() || undefined, color, ...times };
    save.mutate(existing ? { ...draft, id: existing.id } : draft, {
      onSuccess: () => {
        toast.success(existing ? CALENDAR_TEXTS.updated : CALENDAR_TEXTS.created);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length > 0) {
          const byPath = Object.fromEntries(
            error.issues.map((i) => [i.path.replace(/^body\./, ''), i.message]),
          );
          setErrors({ title: byPath.title, start: byPath.startsAt, end: byPath.endsAt });
        }
        toast.error(errorMessage(error));
      },
    });
  };

  const removeIt = () =>
    existing &&
    remove.mutate(existing.id, {
      onSuccess: () => {
        toast.success(CALENDAR_TEXTS.deleted);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  const slotProps = (error: string | undefined) => ({
    textField: { error: Boolean(error), helperText: error ?? ' ', fullWidth: true },
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="event-dialog-title">
        <ClosableDialogTitle id="event-dialog-title" onClose={onClose}>
          {existing ? 'Edit Event' : 'Add Event'}
        </ClosableDialogTitle>
        <DialogContent>
          <Box
            component="form"
            id="event-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Stack spacing={1} sx={{ pt: 1 }}>
              <TextField
                label="Event Title"
                required
                value={title}
                onChange={(e) => setTitle(e.target.value)}
                onBlur={() =>
                  setErrors((x) => ({ ...x, title: title.trim() ? undefined : CALENDAR_TEXTS.titleRequired }))
                }
                error={Boolean(errors.title)}
                helperText={errors.title ?? ' '}
                slotProps={{ htmlInput: { maxLength: CALENDAR_LIMITS.titleMax } }}
                autoFocus
              />
              <DatePicker
                label="Date"
                format={DATE_FORMAT}
                disablePast
                value={date}
                onChange={(v) => {
                  setDate(v);
                  setErrors((x) => ({ ...x, date: undefined, start: undefined }));
                }}
                slotProps={slotProps(errors.date)}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TimePicker
                  label="Start Time"
                  format={TIME_FORMAT}
                  views={['hours']}
                  timeSteps={{ hours: 1, minutes: CALENDAR_LIMITS.stepMinutes }}
                  value={start}
                  onChange={(v) => {
                    setStart(v);
                    setErrors((x) => ({ ...x, start: undefined }));
                  }}
                  slotProps={slotProps(errors.start)}
                />
                <TimePicker
                  label="End Time"
                  format={TIME_FORMAT}
                  views={['hours']}
                  timeSteps={{ hours: 1, minutes: CALENDAR_LIMITS.stepMinutes }}
                  value={end}
                  onChange={(v) => {
                    setEnd(v);
                    setErrors((x) => ({ ...x, end: undefined }));
                  }}
                  slotProps={slotProps(errors.end)}
                />
              </Stack>
              <FormControl>
                <FormLabel id="event-color-label">Colour</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="event-color-label"
                  value={color}
                  onChange={(e) => setColor(e.target.value as CalendarColor)}
                >
                  {CALENDAR_COLOR_NAMES.map((name) => (
                    <FormControlLabel
                      key={name}
                      value={name}
                      label={COLOR_LABELS[name]}
                      control={
                        <Radio
                          sx={{
                            color: CALENDAR_COLORS[name],
                            '&.Mui-checked': { color: CALENDAR_COLORS[name] },
                          }}
                        />
                      }
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              <TextField
                label="Notes"
                multiline
                minRows={2}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                slotProps={{ htmlInput: { maxLength: CALENDAR_LIMITS.notesMax } }}
              />
            </Stack>
          </Box>
        </DialogContent>
        <DialogActions>
          {existing && (
            <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="event-form" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
        <ConfirmDialog
          open={confirming}
          subject={existing?.title}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={removeIt}
        />
      </Dialog>
    </LocalizationProvider>
  );
}
