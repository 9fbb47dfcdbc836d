import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle';

/**
 * The built-in pages behind the external links of §2.4 and §2.10 when a deployment configures none
 * (app/config.ts): honest text of our own, never a placeholder domain.
 */
export function TermsPage() {
  return (
    <>
      <PageTitle>Terms & Conditions</PageTitle>
      <Stack spacing={2} sx={{ color: 'text.secondary' }}>
        <Typography>
          This portal is provided to landlords and the people who manage their buildings to administer
          lease-guarantee policies. The terms of your guarantee are those of your signed agreement with us.
        </Typography>
        <Typography>
          By registering you agree to keep your sign-in details to yourself, to enter only information you are
          allowed to share, and to use the portal for the buildings you were invited to.
        </Typography>
        <Typography>Your account manager can send you the full agreement on request.</Typography>
      </Stack>
      <Button href="/login" sx={{ mt: 3 }}>
        Return to sign in
      </Button>
    </>
  );
}

export function ReportIssuePage() {
  return (
    <>
      <PageTitle>Report an issue</PageTitle>
      <Stack spacing={2} sx={{ color: 'text.secondary' }}>
        <Typography>
          Something not working as it should? Tell your account manager, or the administrator who invited you,
          what you did, what you expected, and what happened instead. The address of the page and the time
          help us find it quickly.
        </Typography>
        <Typography>
          The Guide shows how each part of the portal works, including how to report a bug.
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
        <Button variant="contained" href="/dashboard/guide">
          Open the Guide
        </Button>
        <Button href="/dashboard">Go To Dashboard</Button>
      </Stack>
    </>
  );
}
