import { queryOptions } from '@tanstack/react-query';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';

export const recentlyViewedQuery = queryOptions({
  queryKey: studentKeys.recentlyViewed,
  queryFn: studentApi.recentlyViewed,
});
