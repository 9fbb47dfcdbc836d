import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import GroupIcon from '@mui/icons-material/Group';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ROLE_LABELS, roleManages, type UserRow, type UserSort } from '@lease/contract';
import { apiCall } from '../../api/client';
import { useAuthStore } from '../../store/auth';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { useServerGrid } from '../../ui/serverGrid';
import { actionsColumn, RowActions, type RowAction } from '../../ui/RowActions';
import { ServerGrid } from '../../ui/ServerGrid';
import { useStableCallback } from '../../ui/useStableCallback';
import { errorMessage, toast } from '../../ui/toast';
import { EDIT_TYPE } from './editType';
import * as userCalls from '@lease/contract/addresses/users';
import { userQueries, type ListedRole } from './userQueries';
import type { Column } from '../../ui/tableTypes';

// The move dialog loads when first opened, not with the list (issue #33).
const MoveUserDialog = lazy(() => import('./MoveUserDialog').then((m) => ({ default: m.MoveUserDialog })));

// Dates in the user's format, times as hh:mm AM/PM with their zone (decision 0026).
const dateTime = (iso: string | null) => (iso ? formatDateTime(iso) : 'Never');

/** The phone's sort menu (the server sorts users by these). */
const PHONE_SORTS: { value: `${UserSort}:${'asc' | 'desc'}`; label: string }[] = [
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'email:asc', label: 'Email, A to Z' },
  { value: 'lastSignInAt:desc', label: 'Last sign-in, latest first' },
];

const BASE_COLUMNS: Column<UserRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1.2, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 180 },
  { field: 'phone', headerName: 'Phone', width: 130 },
  { field: 'jobTitle', headerName: 'Job Title', flex: 1, minWidth: 120 },
  { field: 'managerName', headerName: 'Manager', flex: 1, minWidth: 130 },
  { field: 'buildings', headerName: 'Buildings', type: 'number', width: 100 },
  { field: 'isVerified', headerName: 'Verified', type: 'boolean', width: 90 },
  {
    field: 'lastSignInAt',
    headerName: 'Last Sign-in',
    width: 170,
    valueFormatter: (value: string | null) => dateTime(value),
  },
];

/**
 * The user pages (/dashboard/user/landlord, full-portfolio, multi-site, property): the users of one role
 * in the caller's scope, searched by name, e-mail or building, with move and delete.
 */
export function UsersPage({ role, title }: { role: ListedRole; title: string }) {
  const me = useAuthStore((s) => s.currentUser);
  const grid = useServerGrid<UserSort>('name');
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const [moving, setMoving] = useState<UserRow | null>(null);
  const query = useQuery({ ...userQueries.list(role, grid.params), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: async (user: UserRow): Promise<void> => {
      if (user.role === 'll') await apiCall(userCalls.deleteLandlord, { query: { id: user.id } });
      else await apiCall(userCalls.deleteUser, { body: { id: user.id } });
    },
    onSuccess: () => {
      toast.success('Delete Successful!');
      setDeleting(null);
      void query.refetch();
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      setDeleting(null);
    },
  });

  // The column shows when the caller manages this role at all; each row's actions come from its `can`,
  // which the server computed with the contract's policies.
  const canEdit = me ? roleManages(me.role, role) : false;
  const actionsOf = useStableCallback((row: UserRow): RowAction[] => [
    ...(row.can.move && row.role in EDIT_TYPE
      ? [
          {
            key: 'move',
            icon: <DriveFileMoveIcon />,
            label: `Move ${row.name}`,
            onClick: () => setMoving(row),
          },
        ]
      : []),
    ...(row.can.delete
      ? [
          {
            key: 'delete',
            icon: <DeleteIcon />,
            label: `Delete ${row.name}`,
            onClick: () => setDeleting(row),
          },
        ]
      : []),
  ]);
  const columns = useMemo<Column<UserRow>[]>(() => {
    const actions = actionsColumn(actionsOf, 96);
    const landlord: Column<UserRow> = {
      field: 'landlordName',
      headerName: 'Landlord',
      flex: 1.2,
      minWidth: 150,
    };
    // The actions come first so they stay in view when the grid scrolls sideways.
    return [
      ...(canEdit ? [actions] : []),
      ...(role === 'll' ? [landlord] : []),
      ...BASE_COLUMNS.filter((c) => role !== 'll' || c.field !== 'managerName'),
    ];
  }, [role, canEdit, actionsOf]);

  return (
    <>
      <PageHeader title={title} description={`The ${title} users in your portfolio.`} />
      <ServerGrid
        label={`${title} users`}
        grid={grid}
        columns={columns}
        rows={query.data?.rows ?? []}
        total={query.data?.total ?? 0}
        loading={query.isFetching}
        error={query.error}
        searchLabel="Search by name, email or building"
        card={(row) => ({
          id: row.id,
          title: row.name,
          lines: [
            row.email,
            [row.jobTitle, `${row.buildings} ${row.buildings === 1 ? 'building' : 'buildings'}`]
              .filter(Boolean)
              .join(' · '),
            `Last sign-in ${dateTime(row.lastSignInAt)}`,
          ],
          end: canEdit ? <RowActions actions={actionsOf(row)} /> : undefined,
        })}
        sorts={PHONE_SORTS}
        noResultsText="No user matches this search."
        empty={
          <EmptyState icon={<GroupIcon />} title={`No ${title} users yet`}>
            Users join by invite: invite one from Invite New User, and they appear here once they register.
          </EmptyState>
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting ? `${deleting.name} (${ROLE_LABELS[deleting.role]})` : undefined}
        detail={deleting ? `${deleting.email} loses access to the portal.` : undefined}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      <Suspense fallback={null}>
        {moving && moving.role in EDIT_TYPE && (
          <MoveUserDialog
            user={moving as UserRow & { role: keyof typeof EDIT_TYPE }}
            onClose={(moved) => {
              setMoving(null);
              if (moved) void query.refetch();
            }}
          />
        )}
      </Suspense>
    </>
  );
}

export const LandlordUsersPage = () => <UsersPage role="ll" title="Landlord" />;
export const FullPortfolioUsersPage = () => <UsersPage role="vp" title="Full Portfolio" />;
export const MultiSiteUsersPage = () => <UsersPage role="rm" title="Multi-Site" />;
export const PropertyUsersPage = () => <UsersPage role="pm" title="Property" />;
