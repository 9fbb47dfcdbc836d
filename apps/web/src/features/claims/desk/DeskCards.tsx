import { CLAIM_FILE_KIND_LABELS, CLAIM_RECOMMENDATION_LABELS, type routes } from '@lease/contract';
import { CardList } from '../../../ui/CardList';
import { formatMoney } from '../../../ui/format';
import { ToneChip } from '../AssessmentView';
import { ageText, ageTone } from './DeskTable';

type DeskRow = routes.claims.DeskRow;

/**
 * The desk on a phone (issue #33): each undecided claim as a card with its age, what the rules
 * recommend, the payout and the papers missing; a tap opens it below the list, as a row does on a desktop.
 */
export function DeskCards({
  rows,
  total,
  page,
  pageSize,
  loading,
  onPage,
  onOpen,
}: {
  rows: DeskRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  onOpen: (index: number) => void;
}) {
  return (
    <CardList
      label="Undecided claims"
      entries={rows.map((r, i) => ({
        id: r.id,
        title: r.name,
        status: r.claim_status,
        lines: [
          `${CLAIM_RECOMMENDATION_LABELS[r.recommendation]} · payout ${formatMoney(r.payout)}`,
          `Missing papers: ${r.papers_missing.map((p) => CLAIM_FILE_KIND_LABELS[p]).join(', ') || 'None'}`,
          `${r.landlord_name}, ${r.apartment_building_address}`,
        ],
        end: (
          <>
            <ToneChip tone={ageTone(r.age_hours)} label={ageText(r.age_hours)} />
            {r.returned && <ToneChip tone="info" label="Returned" />}
          </>
        ),
        onOpen: () => onOpen(i),
      }))}
      total={total}
      loading={loading}
      paging={{ kind: 'pages', page, count: Math.ceil(total / pageSize), onPage }}
    />
  );
}
