import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import {
  ACCEPTABLE_DOCUMENTS,
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  DAMAGE_PLACE_LABELS,
  DAMAGE_PLACES,
  DAMAGE_TYPE_LABELS,
  DAMAGE_TYPES,
  type ClaimType,
} from '@lease/contract';
import { applyChange, type ClaimForm } from './claimForm';
import type { StepProps } from './DetailSteps';
import { StatementEditor } from './StatementEditor';
import {
  CheckField,
  currencyValue,
  DateInput,
  formatCurrencyInput,
  problem,
  SelectInput,
  TextInput,
  YesNoField,
} from './fields';

/** What each claim type covers: the tooltips of step 2. */
export const CLAIM_TYPE_TOOLTIPS: Record<ClaimType, string> = {
  damageOnly: 'Damage to the unit beyond normal wear and tear, with no unpaid rent.',
  noShow: 'The tenant signed the lease but never moved in or paid.',
  tenantDefault: 'The tenant stopped paying rent or fees due under the lease.',
  holdOver: 'The tenant stayed in the unit after the lease ended without paying.',
  damages: 'Damage to the unit in addition to unpaid rent (combine with Tenant Default or HoldOver).',
};

function Choices<K extends string>({
  label,
  keys,
  labels,
  value,
  onChange,
  error,
  shown,
  disabled,
  tooltips,
}: {
  label: string;
  keys: readonly K[];
  labels: Record<K, string>;
  value: Record<K, boolean>;
  onChange: (v: Record<K, boolean>) => void;
  error?: string | undefined;
  shown: boolean;
  disabled?: (k: K) => boolean;
  tooltips?: Record<K, string>;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} {...problem(shown && Boolean(error))}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {keys.map((k) => {
          const box = (
            <span key={k}>
              <CheckField
                label={labels[k]}
                checked={value[k]}
                onChange={(on) => onChange({ ...value, [k]: on })}
                disabled={disabled?.(k)}
              />
            </span>
          );
          return tooltips ? (
            <Tooltip key={k} title={tooltips[k]} placement="top-start">
              {box}
            </Tooltip>
          ) : (
            box
          );
        })}
      </FormGroup>
      {shown && error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** Step 2, Type of Claim, with its follow-up questions and the deposit on hand. */
export function TypeStep({ form, set, errors, shown }: StepProps) {
  const change = (c: Partial<ClaimForm>) => set(applyChange(form, c));
  const t = form.claimType;
  const exclusive = t.damageOnly ? 'damageOnly' : t.noShow ? 'noShow' : null;
  const othersChosen = CLAIM_TYPES.some((k) => t[k] && k !== 'damageOnly' && k !== 'noShow');
  const damage = t.damageOnly || t.damages;
  const rentLike = t.tenantDefault || t.holdOver || t.noShow;
  return (
    <Stack spacing={2.5}>
      <Choices
        label="Type of Claim"
        keys={CLAIM_TYPES}
        labels={CLAIM_TYPE_LABELS}
        tooltips={CLAIM_TYPE_TOOLTIPS}
        value={t}
        onChange={(claimType) => change({ claimType })}
        // Damage Only and No Show each stand alone: they disable every other type.
        disabled={(k) =>
          (exclusive !== null && k !== exclusive) || ((k === 'damageOnly' || k === 'noShow') && othersChosen)
        }
        error={errors.claimType}
        shown={shown}
      />
      {rentLike && (
        <YesNoField
          label="Are there related expenses (legal and filing expenses for eviction paid to third parties)?"
          value={form.relatedExpense}
          onChange={(relatedExpense) => change({ relatedExpense })}
          disabled={t.noShow}
          error={errors.relatedExpense}
          shown={shown}
        />
      )}
      {form.relatedExpense === 'Yes' && (
        <Alert severity="info">Attach the related-expense documents under Other Documents.</Alert>
      )}
      {t.noShow && (
        <SelectInput
          label="Acceptable document"
          value={form.acceptableDocument}
          // The options are the contract's documents and none.
          onChange={(v) => change({ acceptableDocument: v as ClaimForm['acceptableDocument'] })}
          options={[
            { value: '', label: 'None' },
            ...ACCEPTABLE_DOCUMENTS.map((d) => ({ value: d, label: d })),
          ]}
          shown={shown}
        />
      )}
      {damage && (
        <>
          <Choices
            label="Type of Damages"
            keys={DAMAGE_TYPES}
            labels={DAMAGE_TYPE_LABELS}
            value={form.damageType}
            onChange={(damageType) => set({ ...form, damageType })}
            error={errors.damageType}
            shown={shown}
          />
          <Choices
            label="Place of Damages"
            keys={DAMAGE_PLACES}
            labels={DAMAGE_PLACE_LABELS}
            value={form.placeDamages}
            onChange={(placeDamages) => set({ ...form, placeDamages })}
            error={errors.placeDamages}
            shown={shown}
          />
        </>
      )}
      <YesNoField
        label="Is there a payment agreement timeline with the tenant?"
        value={form.paymentAgreement}
        onChange={(paymentAgreement) => change({ paymentAgreement })}
        error={errors.paymentAgreement}
        shown={shown}
      />
      {form.paymentAgreement === 'Yes' && (
        <DateInput
          label="Agreed Payment Date"
          value={form.agreedPaymentDate}
          onChange={(agreedPaymentDate) => change({ agreedPaymentDate })}
          error={errors.agreedPaymentDate}
          shown={shown}
        />
      )}
      <TextInput
        label="Security deposit amount on hand"
        value={formatCurrencyInput(form.securityDeposit)}
        onChange={(typed) => change({ securityDeposit: currencyValue(formatCurrencyInput(typed)) })}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={errors.securityDeposit}
        shown={shown}
      />
      <StatementEditor
        lines={form.claimStatement}
        relatedExpense={form.relatedExpense}
        reRentedDate={form.reRentedDate}
        onChange={(claimStatement) => change({ claimStatement })}
        onReRented={(reRentedDate) => change({ reRentedDate })}
        reRentedError={errors.reRentedDate}
        shown={shown}
      />
    </Stack>
  );
}
