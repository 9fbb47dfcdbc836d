import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import type { PageDef } from '../../app/pages';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';

/** Every route whose feature is not built yet: its title, the part of the product it belongs to, never sample data. */
export function PlaceholderPage({ page }: { page: PageDef }) {
  return (
    <>
      <PageHeader title={page.title} description={`Part of ${page.section}.`} />
      <EmptyState
        testId="page-not-built"
        icon={<ConstructionIcon />}
        title="This page is not built yet."
        action={
          <Button variant="outlined" href="/dashboard">
            Go To Dashboard
          </Button>
        }
      >
        {`${page.title} arrives with the ${page.section} part of the portal. Until then it stays out of the dashboard home.`}
      </EmptyState>
    </>
  );
}
