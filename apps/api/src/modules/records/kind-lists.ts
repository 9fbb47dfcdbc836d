import {
  type BuildingSort,
  type ClaimSort,
  type KindPage,
  LIST_KIND_SORTS,
  type ListKind,
  type ListParams,
  type ListSort,
  type RecordSort,
} from '@lease/contract';
import type { Actor } from '../../platform/auth/actor.js';
import type { AppContext } from '../../platform/context.js';
import { buildingsInScope } from '../buildings/buildings.service.js';
import { claimsInScope } from '../claims/claims.service.js';
import type { RecordFilter } from './records.repository.js';
import { recordsInScope } from './records.service.js';

/** A filterApp or searchDB body without its kind: paging, sort, search and the record filters. */
export type KindListInput = Omit<ListParams, 'sort'> & { sort?: ListSort } & Omit<RecordFilter, 'kind' | 'q'>;

/**
 * One page of the list a filterApp or searchDB call names (file 1 §7), through the same scoped, keyset-paged
 * query as that list's own grid: records, the Buildings grid, the claims list. The contract has already
 * refused a sort or filter the kind does not read, so each takes only its own.
 */
export async function listOfKind(
  ctx: AppContext,
  actor: Actor,
  kind: ListKind,
  input: KindListInput,
): Promise<KindPage> {
  const { page, pageSize, cursor, order, q, sort = LIST_KIND_SORTS[kind][0], ...filter } = input;
  const paging = { page, pageSize, cursor, order, q };
  if (kind === 'building') {
    const params = { ...paging, sort: sort as BuildingSort, landlordId: filter.landlordId };
    return { kind, ...(await buildingsInScope(ctx, actor, params)) };
  }
  if (kind === 'claim') {
    const narrow = { buildingId: filter.buildingId, landlordId: filter.landlordId, q };
    return { kind, ...(await claimsInScope(ctx, actor, narrow, { ...paging, sort: sort as ClaimSort })) };
  }
  const params: ListParams<RecordSort> = { ...paging, sort: sort as RecordSort };
  return { kind, ...(await recordsInScope(ctx, actor, { ...filter, q, kind }, params)) };
}
