import { EXTERNAL_TEXTS } from '@lease/contract';
import Alert from '@mui/material/Alert';
import { PageHeader } from '../../ui/PageHeader';

/** The top of a section: its title, the read-only notice, and whether tenants' personal data is hidden. */
export function SectionHeader({
  title,
  personalData,
}: {
  title: string;
  personalData?: boolean | undefined;
}) {
  return (
    <>
      <PageHeader title={title} description={EXTERNAL_TEXTS.readOnlyNotice} />
      {personalData === false && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {EXTERNAL_TEXTS.personalDataHiddenNotice}
        </Alert>
      )}
    </>
  );
}
