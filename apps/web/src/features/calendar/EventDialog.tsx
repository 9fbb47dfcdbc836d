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
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  CALENDAR_COLOR_NAMES,
  CALENDAR_COLORS,
  CALENDAR_LIMITS,
  CALENDAR_TEXTS,
  eventFormSchema,
  type CalendarColor,
  type CalendarEvent,
} from '@lease/contract';
import { ApiError } from '../../api/client';
import { ClosableDialogTitle } from '../../ui/ClosableDialogTitle';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';
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

type EventForm = ReturnType<typeof useEventForm>;

/** The server's field issues go under the field the user edits: its start and end are the pickers'. */
const SERVER_FIELDS = { title: 'title', notes: 'notes', startsAt: 'start', endsAt: 'end' } as const;

function useEventForm(existing: CalendarEvent | null, first: Dayjs) {
  const schema = useMemo(() => eventFormSchema(existing?.startsAt), [existing]);
  const form = useSchemaForm(schema, {
    title: existing?.title ?? '',
    notes: existing?.notes ?? '',
    color: existing?.color ?? 'blue',
    date: first.startOf('day'),
    start: first,
    end: existing ? dayjs(existing.endsAt) : first.add(1, 'hour'),
  });
  // A start and an end are judged with the day and with each other: once shown, they follow both.
  const times = JSON.stringify(useWatch({ control: form.control, name: ['date', 'start', 'end'] }));
  useEffect(() => {
    const shown = (['start', 'end'] as const).filter(
      (name) => form.getFieldState(name).isTouched || form.formState.isSubmitted,
    );
    if (shown.length > 0) void form.trigger(shown);
  }, [form, times]);
  return form;
}

/** A date or time picker bound to one field of the event form, its message under it once touched. */
function usePicker(form: EventForm, name: 'date' | 'start' | 'end') {
  const { field, fieldState } = useController({ control: form.control, name });
  const error = fieldState.error?.message;
  return {
    value: field.value as Dayjs | null,
    onChange: (value: Dayjs | null) => field.onChange(value),
    slotProps: {
      textField: { error: Boolean(error), helperText: error ?? ' ', fullWidth: true, onBlur: field.onBlur },
    },
  };
}

/**
 * Adding or changing one's own event (file 1 §5, §9): a title (required), a day (DD/MM/YYYY, none
 * past), start and end by the hour (hh:mm AM/PM, 60-minute step), and one of the five colours, checked
 * by the contract's eventFormSchema, which gives the request body.
 */
export function EventDialog({ target, onClose }: { target: EventTarget; onClose: () => void }) {
  const existing = 'event' in target ? target.event : null;
  const first = 'event' in target ? dayjs(target.event.startsAt) : target.startsAt;
  const { save, remove } = useEventChanges();
  const form = useEventForm(existing, first);
  const date = usePicker(form, 'date');
  const start = usePicker(form, 'start');
  const end = usePicker(form, 'end');
  const color = useController({ control: form.control, name: 'color' }).field;
  const [confirming, setConfirming] = useState(false);

  const submit = form.handleSubmit((draft) => {
    save.mutate(existing ? { ...draft, id: existing.id } : draft, {
      onSuccess: () => {
        toast.success(existing ? CALENDAR_TEXTS.updated : CALENDAR_TEXTS.created);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const issue of error.issues) {
            const field = SERVER_FIELDS[issue.path.replace(/^body\./, '') as keyof typeof SERVER_FIELDS];
            if (field) form.setError(field, { type: 'server', message: issue.message });
          }
        }
        toast.error(errorMessage(error));
      },
    });
  });

  const removeIt = () =>
    existing &&
    remove.mutate(existing.id, {
      onSuccess: () => {
        toast.success(CALENDAR_TEXTS.deleted);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="event-dialog-title">
        <ClosableDialogTitle id="event-dialog-title" onClose={onClose}>
          {existing ? 'Edit Event' : 'Add Event'}
        </ClosableDialogTitle>
        <DialogContent>
          <Box component="form" id="event-form" noValidate onSubmit={(e) => void submit(e)}>
            <Stack spacing={1} sx={{ pt: 1 }}>
              <SchemaMuiTextField
                control={form.control}
                name="title"
                label="Event Title"
                required
                helperText=" "
                slotProps={{ htmlInput: { maxLength: CALENDAR_LIMITS.titleMax } }}
                autoFocus
              />
              <DatePicker label="Date" format={DATE_FORMAT} disablePast {...date} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TimePicker
                  label="Start Time"
                  format={TIME_FORMAT}
                  views={['hours']}
                  timeSteps={{ hours: 1, minutes: CALENDAR_LIMITS.stepMinutes }}
                  {...start}
                />
                <TimePicker
                  label="End Time"
                  format={TIME_FORMAT}
                  views={['hours']}
                  timeSteps={{ hours: 1, minutes: CALENDAR_LIMITS.stepMinutes }}
                  {...end}
                />
              </Stack>
              <FormControl>
                <FormLabel id="event-color-label">Colour</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="event-color-label"
                  value={color.value}
                  onChange={(e) => color.onChange(e.target.value as CalendarColor)}
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
              <SchemaMuiTextField
                control={form.control}
                name="notes"
                label="Notes"
                multiline
                minRows={2}
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
