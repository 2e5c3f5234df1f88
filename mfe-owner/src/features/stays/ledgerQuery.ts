import { queryOptions } from '@tanstack/react-query';
import { ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';

/** The ledger of one stay at the owner's hostel. */
export const ledgerQuery = (stayId: string) =>
  queryOptions({ queryKey: ownerKeys.ledger(stayId), queryFn: () => ownerApi.ledger(stayId) });
