import { queryOptions, useMutation } from '@tanstack/react-query';
import type { AddStudentPayload } from 'contracts';
import { occupancyKeys, ownerKeys } from '../../api/keys';
import { ownerApi } from '../../api/ownerApi';
import { useInvalidate } from 'app-kit';

export const studentsQuery = queryOptions({ queryKey: ownerKeys.students, queryFn: ownerApi.myStudents });

/** Lists a resident; the students, rooms and counts then load again. */
export function useAddStudent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (payload: AddStudentPayload) => ownerApi.addStudent(payload),
    onSuccess: () => invalidate(...occupancyKeys),
  });
}
