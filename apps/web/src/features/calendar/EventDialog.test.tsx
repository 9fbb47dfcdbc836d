import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm, stubFetch } from '../../testing/formKit';
import { EventDialog, type EventTarget } from './EventDialog';

/** A wall-clock time sent with whatever offset the machine running the test has. */
const sentAt = (wallClock: string) => expect.stringMatching(new RegExp(`^${wallClock}:00[+-]\\d{2}:\\d{2}$`));

/** One's own event on 15/01/2030, as the API gives it. */
const event = (starts: string, ends: string) => ({
  id: 'event-1',
  title: 'Viewing',
  notes: null,
  color: 'red' as const,
  startsAt: dayjs(starts).format(),
  endsAt: dayjs(ends).format(),
  createdAt: '2029-12-01T09:00:00Z',
});

const renderDialog = (target: EventTarget, onClose = vi.fn()) =>
  renderForm(<EventDialog target={target} onClose={onClose} />);

/** The hidden input a picker keeps its value in: clearing it is clearing the picker. */
const clearPicker = (label: string) => {
  const input = screen.getByRole('group', { name: label }).parentElement!.querySelector('input')!;
  fireEvent.change(input, { target: { value: '' } });
};

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EventDialog', () => {
  it("shows the contract's messages for a missing title, day, start and end, and sends nothing", async () => {
    const calls = stubFetch();
    renderDialog({ startsAt: dayjs('2030-01-15T10:00') });
    clearPicker('Date');
    clearPicker('Start Time');
    clearPicker('End Time');
    save();
    expect(await screen.findByText('Event title is required')).toBeTruthy();
    expect(screen.getByText('Date is required (DD/MM/YYYY)')).toBeTruthy();
    expect(screen.getByText('Start time is required')).toBeTruthy();
    expect(screen.getByText('End time is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses an end that is not after the start, under the end', async () => {
    const calls = stubFetch();
    renderDialog({ event: event('2030-01-15T10:00', '2030-01-15T10:00') });
    save();
    expect(await screen.findByText('The end must be after the start')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('refuses a past day, under the date', async () => {
    const calls = stubFetch();
    renderDialog({ startsAt: dayjs().subtract(3, 'day').hour(10).startOf('hour') });
    fireEvent.change(screen.getByLabelText(/Event Title/), { target: { value: 'Viewing' } });
    save();
    expect(await screen.findByText('Past dates are not allowed')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('adds an event with the trimmed title and notes, the colour and the picked hours', async () => {
    const calls = stubFetch(() => ({ body: { data: event('2030-01-15T10:00', '2030-01-15T11:00') } }));
    const onClose = vi.fn();
    renderDialog({ startsAt: dayjs('2030-01-15T10:00') }, onClose);
    fireEvent.change(screen.getByLabelText(/Event Title/), { target: { value: '  Viewing  ' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: ' Bring the keys ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/calendar/event',
        body: {
          title: 'Viewing',
          notes: 'Bring the keys',
          color: 'green',
          startsAt: sentAt('2030-01-15T10:00'),
          endsAt: sentAt('2030-01-15T11:00'),
        },
      },
    ]);
  });

  it('changes an event by its id, an end at 12:00 AM being the midnight that closes the day', async () => {
    const calls = stubFetch(() => ({ body: { data: event('2030-01-15T22:00', '2030-01-16T00:00') } }));
    const onClose = vi.fn();
    renderDialog({ event: event('2030-01-15T22:00', '2030-01-16T00:00') }, onClose);
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: '/api/calendar/event',
        body: {
          id: 'event-1',
          title: 'Viewing',
          color: 'red',
          startsAt: sentAt('2030-01-15T22:00'),
          endsAt: sentAt('2030-01-16T00:00'),
        },
      },
    ]);
  });

  it("puts the server's issue about the start under the start picker", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        message: 'Invalid input',
        issues: [{ path: 'body.startsAt', message: 'Times go by the hour (a 60-minute step)' }],
      },
    }));
    renderDialog({ event: event('2030-01-15T10:00', '2030-01-15T11:00') });
    save();
    expect(await screen.findByText('Times go by the hour (a 60-minute step)')).toBeTruthy();
  });
});
