import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { ROLE_LABELS, type Role } from '@lease/contract';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';

/** §6: a page the role's menu hides, opened by its address: one clear state instead of a failing form. */
export function NoAccessPage({ title, role }: { title: string; role: Role }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <EmptyState
        testId="no-access"
        icon={<LockOutlined />}
        title="This page is not available to your role"
        action={
          <Button variant="contained" href="/dashboard">
            Go To Dashboard
          </Button>
        }
      >
        {`You are signed in as ${ROLE_LABELS[role]}. If you need this page, ask the person who invited you to change your access.`}
      </EmptyState>
    </>
  );
}
