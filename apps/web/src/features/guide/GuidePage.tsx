import { useNavigate } from 'react-router';
import { GuideViewer } from './GuideViewer';
import { PageHeader } from '../../ui/PageHeader';

/** /dashboard/guide: the same help guide as the app bar's dialog, inline as a page. */
export function GuidePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Guide" description="Short walkthroughs of the portal’s screens, in order." />
      <GuideViewer headingLevel="h2" onDone={() => void navigate('/dashboard')} />
    </>
  );
}
