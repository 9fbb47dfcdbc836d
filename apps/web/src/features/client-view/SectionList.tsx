import { ClientList, type ListEntry, type SortChoice } from './ClientList';
import { SectionHeader } from './SectionHeader';
import type { ClientPage, useClientList } from './useClientList';

/**
 * A section that is one list: its header (with the hidden-data notice when `showsPersonalData`) and
 * the paged list of `list`, each row shown as `entry` says.
 */
export function SectionList<T>({
  title,
  sorts,
  empty,
  list,
  entry,
  showsPersonalData = true,
}: {
  title: string;
  sorts: SortChoice[];
  empty: string;
  list: ReturnType<typeof useClientList<T>>;
  entry: (row: T) => ListEntry;
  /** Whether the section's rows name people, so the header says when they are hidden. */
  showsPersonalData?: boolean;
}) {
  const page: ClientPage<T> | undefined = list.query.data;
  return (
    <>
      <SectionHeader title={title} personalData={showsPersonalData ? page?.personalData : undefined} />
      <ClientList
        label={title}
        params={list.params}
        onParams={list.setParams}
        sorts={sorts}
        total={page?.total ?? 0}
        loading={list.query.isFetching}
        error={list.query.error}
        empty={empty}
        entries={page?.rows.map(entry)}
      />
    </>
  );
}
