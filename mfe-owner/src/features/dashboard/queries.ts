import { queryOptions } from '@tanstack/react-query';
import { callApi } from 'app-kit';
import { ownerKeys } from '../../api/keys';

// The dashboard's one call is made here, not through ownerApi: the dashboard is the owner area's first page, and
// ownerApi (every call of the area) would add its 1 kB gzip to it.
export const dashboardQuery = queryOptions({
  queryKey: ownerKeys.dashboard,
  queryFn: () => callApi('GET /api/owner/dashboard', {}),
});
