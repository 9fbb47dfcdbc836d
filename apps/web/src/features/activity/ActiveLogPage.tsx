import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ActivityRow } from '@lease/contract';
import { apiFile } from '../../api/client';
import * as activityCalls from '@lease/contract/addresses/activity';
import { downloadBlob } from '../../ui/download';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { PlainTextField } from '../../ui/PlainTextField';
import { ServerGrid } from '../../ui/ServerGrid';
import { useServerGrid } from '../../ui/serverGrid';
import { DateFilterField } from '../../ui/DateFilterField';
import { activityQueries } from './activityQueries';
import type { Column } from '../../ui/tableTypes';
import { formatCount } from '../../ui/formatNumber';

const COLUMNS: Column<ActivityRow>[] = [
  { field: 'createdAt', headerName: 'When', valueFormatter: (v: string) => formatDateTime(v) },
  {
    field: 'actorEmail',
    headerName: 'Who',
    sortable: false,
    valueFormatter: (v: string | null) => v ?? 'No one signed in',
  },
  {
    field: 'apiKeyName',
    headerName: 'API Key',
    sortable: false,
    valueFormatter: (v: string | null) => v ?? '',
  },
  { field: 'action', headerName: 'What', sortable: false },
  { field: 'subjectType', headerName: 'Subject', sortable: false },
  // The name people know before the row id, which only an investigation needs.
  {
    field: 'subjectLabel',
    headerName: 'Subject Name',
    sortable: false,
    valueFormatter: (v: string | null) => v ?? '',
  },
  { field: 'subjectId', headerName: 'Subject Id', sortable: false },
  { field: 'ip', headerName: 'From Address', sortable: false },
];

/** A filter field whose value reaches the query a moment after typing stops. */
function useTyped(delay = 300): [string, string, (v: string) => void] {
  const [typed, setTyped] = useState('');
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setValue(typed.trim()), delay);
    return () => clearTimeout(timer);
  }, [typed, delay]);
  return [typed, value, setTyped];
}

/** /dashboard/active-log: every change of state, who, what, when and from which address (admins, §6). */
export function ActiveLogPage() {
  const grid = useServerGrid<'createdAt'>('createdAt', 50, 'desc');
  const [userTyped, user, setUser] = useTyped();
  const [actionTyped, action, setAction] = useTyped();
  const [subjectTyped, subjectType, setSubject] = useTyped();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = {
    page: grid.params.page,
    pageSize: grid.params.pageSize,
    order: grid.params.order,
    ...(user ? { user } : {}),
    ...(action ? { action } : {}),
    ...(subjectType ? { subjectType } : {}),
    ...(from ? { from: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { to: new Date(`${to}T23:59:59.999`).toISOString() } : {}),
  };
  const list = useQuery({ ...activityQueries.list(query), placeholderData: keepPreviousData });
  const rows = list.data?.rows ?? [];

  // The server streams every row the filters select, not only the page on screen.
  const exportAll = async () => {
    const { page: _page, pageSize: _size, ...filter } = query;
    downloadBlob('active-log.csv', await apiFile(activityCalls.exportActivity, { query: filter }));
  };

  const dateField = (label: string, value: string, set: (v: string) => void) => (
    <DateFilterField label={label} value={value} onChange={set} />
  );

  return (
    <>
      <PageHeader
        title="Active Log"
        description={
          list.data && !list.data.totalExact
            ? `Every change of state, newest first: about ${formatCount(list.data.total)} match.`
            : 'Every change of state: who, what, when and from which address.'
        }
      />
      <ServerGrid
        label="Active Log"
        grid={grid}
        columns={COLUMNS}
        rows={rows}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        error={list.error}
        onExport={exportAll}
        card={(row) => ({
          id: row.id,
          title: row.action,
          lines: [
            formatDateTime(row.createdAt),
            row.actorEmail ?? 'No one signed in',
            // A phone has room for the name people know, not a 36-character id.
            `${row.subjectType} ${row.subjectLabel ?? row.subjectId ?? ''}`.trim(),
          ],
        })}
        sorts={[
          { value: 'createdAt:desc', label: 'Newest first' },
          { value: 'createdAt:asc', label: 'Oldest first' },
        ]}
        filters={
          <>
            <PlainTextField
              label="User e-mail"
              size="small"
              value={userTyped}
              onChange={(e) => setUser(e.target.value)}
            />
            <PlainTextField
              label="Action"
              size="small"
              value={actionTyped}
              onChange={(e) => setAction(e.target.value)}
            />
            <PlainTextField
              label="Subject"
              size="small"
              value={subjectTyped}
              onChange={(e) => setSubject(e.target.value)}
            />
            {dateField('From', from, setFrom)}
            {dateField('To', to, setTo)}
          </>
        }
        empty={
          <EmptyState title="Nothing logged yet">Changes appear here as people use the portal.</EmptyState>
        }
      />
    </>
  );
}
