import { clientPath } from '@lease/contract';
import { Navigate, useParams } from 'react-router';

/** An address under a client that is none of its sections: its overview. */
export function ToOverview() {
  const { clientId = '' } = useParams();
  return <Navigate to={clientPath(clientId, 'overview')} replace />;
}
