import { useNavigate } from 'react-router';
import { GuideViewer } from '../../app/shell/GuideViewer';
import { PageTitle } from '../../ui/PageTitle';

/** /dashboard/guide: the same help guide as the app bar's dialog, inline as a page. */
export function GuidePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>Guide</PageTitle>
      <GuideViewer headingLevel="h2" onDone={() => void navigate('/dashboard')} />
    </>
  );
}
