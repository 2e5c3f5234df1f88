import { queryOptions } from '@tanstack/react-query';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

export const dashboardQuery = queryOptions({ queryKey: ownerKeys.dashboard, queryFn: ownerApi.dashboard });
