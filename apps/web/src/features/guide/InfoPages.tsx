import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../ui/PageTitle';

/**
 * The built-in page behind §2.4's terms link when a deployment configures none (app/config.ts): honest
 * text of our own, never a placeholder domain. (§2.10's Report an issue is a form: FeedbackDialog.)
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
