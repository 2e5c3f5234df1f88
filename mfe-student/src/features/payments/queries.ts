import { queryOptions } from '@tanstack/react-query';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';

export const paymentsQuery = queryOptions({ queryKey: studentKeys.payments, queryFn: studentApi.payments });
