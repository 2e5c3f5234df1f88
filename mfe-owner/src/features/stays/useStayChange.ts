import { errorText, useInvalidate } from 'app-kit';
import { toast } from 'shared-ui';
import { occupancyKeys } from '../../api/keys';

/** What a change to a stay does once answered: says so, and refreshes what depends on who stays where. */
export function useStayChange() {
  const invalidate = useInvalidate();
  return {
    onSuccess: ({ message }: { message: string }) => {
      toast.success(message);
      invalidate(...occupancyKeys);
    },
    onError: (error: unknown) => toast.error(errorText(error, 'Could not save the change. Please try again.')),
  };
}
