import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useInvalidate } from 'app-kit';
import type { ReviewPayload, ReviewSort } from 'contracts';
import { studentKeys } from '../../api/keys';
import { studentApi } from '../../api/studentApi';

/** A page of a hostel's reviews in an order (the first page, newest first, is what the hostel's page opens with). */
export const reviewPageQuery = (hostelId: string, page = 1, sort: ReviewSort = 'newest') =>
  queryOptions({
    queryKey: studentKeys.reviewPage(hostelId, page, sort),
    queryFn: () => studentApi.reviews(hostelId, page, sort),
  });

export const useReviews = (hostelId: string, page: number, sort: ReviewSort) =>
  useQuery({ ...reviewPageQuery(hostelId, page, sort), placeholderData: keepPreviousData });

export const useReviewEligibility = (hostelId: string, enabled: boolean) =>
  useQuery({
    queryKey: studentKeys.reviewEligibility(hostelId),
    queryFn: () => studentApi.reviewEligibility(hostelId),
    enabled,
  });

/** A review of the student's stay: the hostel's reviews, its card rating and the eligibility load again. */
export function useSendReview(hostelId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (review: ReviewPayload) => studentApi.review(hostelId, review),
    onSuccess: () =>
      invalidate(
        studentKeys.reviews(hostelId),
        studentKeys.reviewEligibility(hostelId),
        studentKeys.hostel(hostelId),
        studentKeys.hostels,
      ),
  });
}

export const useReportReview = () =>
  useMutation({ mutationFn: ({ id, reason }: { id: string; reason: string }) => studentApi.reportReview(id, reason) });
