import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import {
  CLAIM_TEXTS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  US_STATES,
  routes,
  type PaymentMethod,
} from '@lease/contract';
import { apiCall } from '../../../api/client';
import { maskPhone } from '../../../ui/phoneMask';
import { CheckAddressInput } from './CheckAddressInput';
import type { ClaimForm } from './claimForm';
import type { StepProps } from './DetailSteps';
import { SelectInput, TextInput } from './fields';

function Contact({ prefix, form, set, errors, shown }: StepProps & { prefix: 'contact' | 'secondary' }) {
  const field = (name: 'Name' | 'Title' | 'Email' | 'Phone') => `${prefix}${name}` as keyof ClaimForm;
  const value = (name: 'Name' | 'Title' | 'Email' | 'Phone') => form[field(name)] as string;
  const put = (name: 'Name' | 'Title' | 'Email' | 'Phone', v: string) => set({ ...form, [field(name)]: v });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <TextInput
        label="Name"
        value={value('Name')}
        onChange={(v) => put('Name', v)}
        error={errors[field('Name')]}
        shown={shown}
        autoComplete="name"
      />
      <TextInput
        label="Title"
        value={value('Title')}
        onChange={(v) => put('Title', v)}
        error={errors[field('Title')]}
        shown={shown}
        autoComplete="organization-title"
      />
      <TextInput
        label="Email"
        type="email"
        value={value('Email')}
        onChange={(v) => put('Email', v)}
        error={errors[field('Email')]}
        helperText={CLAIM_TEXTS.companyEmailHint}
        shown={shown}
        autoComplete="email"
      />
      <TextInput
        label="Phone"
        value={value('Phone')}
        onChange={(v) => put('Phone', maskPhone(v))}
        error={errors[field('Phone')]}
        placeholder="(###) ###-####"
        shown={shown}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
    </Box>
  );
}

/** Step 4, Contacts: a required primary contact and an optional secondary one. */
export function ContactsStep(props: StepProps) {
  const { form, set } = props;
  return (
    <Stack spacing={2.5}>
      <Typography variant="subtitle1" component="h3">
        Primary claim contact
      </Typography>
      <Contact {...props} prefix="contact" />
      {form.secondaryAdded && (
        <>
          <Typography variant="subtitle1" component="h3">
            Secondary claim contact
          </Typography>
          <Contact {...props} prefix="secondary" />
        </>
      )}
      <Box>
        <Button variant="outlined" onClick={() => set({ ...form, secondaryAdded: !form.secondaryAdded })}>
          {form.secondaryAdded ? 'Remove Contact' : 'Add Contact'}
        </Button>
      </Box>
      {/* Static advice, not news: a note with a heading, so it is not announced on each visit (issue #36). */}
      <Alert severity="warning" role="note" aria-labelledby="important-notice">
        <AlertTitle id="important-notice" component="h3">
          {CLAIM_TEXTS.importantNotice}
        </AlertTitle>
        Inaccurate contact information delays the processing of your claim.
      </Alert>
    </Stack>
  );
}

/** Step 5, Payment Method: eCheck (payee and receipt e-mail) or a mailed check (name, e-mail, address). */
export function PaymentStep({
  form,
  set,
  errors,
  shown,
  lockedReceipt,
}: StepProps & { lockedReceipt?: string | null | undefined }) {
  const put = (c: Partial<ClaimForm>) => set({ ...form, ...c });
  // One landlord group's receipts all go to its accounting address: prefilled and locked (file 2 §5).
  useEffect(() => {
    if (lockedReceipt && form.receiptEmail !== lockedReceipt) set({ ...form, receiptEmail: lockedReceipt });
  }, [lockedReceipt, form, set]);
  // A full ZIP code fills the city and state (an offline US ZIP database on the server).
  const zipTyped = async (checkZipcode: string) => {
    put({ checkZipcode });
    if (!/^\d{5}$/.test(checkZipcode)) return;
    try {
      const place = await apiCall(routes.claims.claimZip, { query: { zip: checkZipcode } });
      set({ ...form, checkZipcode, checkCity: place.city, checkState: place.state });
    } catch {
      // An unknown ZIP code leaves the city and state to the filer.
    }
  };
  return (
    <Stack spacing={2.5}>
      <Box>
        <FormLabel id="payment-method">Payment Method</FormLabel>
        <RadioGroup
          aria-labelledby="payment-method"
          value={form.paymentMethod}
          onChange={(e) => put({ paymentMethod: e.target.value as PaymentMethod })}
        >
          {PAYMENT_METHODS.map((m) => (
            <FormControlLabel key={m} value={m} control={<Radio />} label={PAYMENT_METHOD_LABELS[m]} />
          ))}
        </RadioGroup>
      </Box>
      {form.paymentMethod === 'eCheck' ? (
        <>
          <TextInput
            label="Payee"
            value={form.receiptPayee}
            onChange={(receiptPayee) => put({ receiptPayee })}
            error={errors.receiptPayee}
            shown={shown}
          />
          <TextInput
            label={CLAIM_TEXTS.receiptEmail}
            disabled={Boolean(lockedReceipt)}
            type="email"
            value={form.receiptEmail}
            onChange={(receiptEmail) => put({ receiptEmail })}
            error={errors.receiptEmail}
            shown={shown}
          />
        </>
      ) : (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextInput
              label="Name"
              value={form.physicalName}
              onChange={(physicalName) => put({ physicalName })}
              error={errors.physicalName}
              shown={shown}
            />
            <TextInput
              label="Email"
              type="email"
              value={form.physicalEmail}
              onChange={(physicalEmail) => put({ physicalEmail })}
              error={errors.physicalEmail}
              shown={shown}
            />
          </Box>
          <CheckAddressInput
            value={form.checkAddress1}
            onTyped={(checkAddress1) => put({ checkAddress1 })}
            onPlace={(place) =>
              // A part the place lacks (a street with no number) keeps what the filer has.
              put({
                checkAddress1: place.address1 || form.checkAddress1,
                checkCity: place.city || form.checkCity,
                checkState: place.state || form.checkState,
                checkZipcode: place.zipcode || form.checkZipcode,
              })
            }
            error={errors.checkAddress1}
            shown={shown}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2 }}>
            <TextInput
              label="City"
              value={form.checkCity}
              onChange={(checkCity) => put({ checkCity })}
              error={errors.checkCity}
              shown={shown}
              autoComplete="address-level2"
            />
            <SelectInput
              label="State"
              value={form.checkState}
              onChange={(checkState) => put({ checkState })}
              options={US_STATES.map((s) => ({ value: s.abbreviation, label: s.abbreviation }))}
              error={errors.checkState}
              shown={shown}
            />
            <TextInput
              label="Zip"
              value={form.checkZipcode}
              onChange={(checkZipcode) => void zipTyped(checkZipcode)}
              error={errors.checkZipcode}
              shown={shown}
              autoComplete="postal-code"
              helperText="Typing a ZIP code fills the city and state."
            />
          </Box>
        </>
      )}
    </Stack>
  );
}

/** Step 7, Additional Comments: a free-text box that must not be empty. */
export function CommentsStep({ form, set, errors, shown }: StepProps) {
  return (
    <TextInput
      label="Additional Comments"
      multiline
      minRows={5}
      value={form.additionalComment}
      onChange={(additionalComment) => set({ ...form, additionalComment })}
      error={errors.additionalComment}
      shown={shown}
    />
  );
}
