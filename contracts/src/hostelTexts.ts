// Words every hostel card says the same way, in the student area and on the home page. No zod.

/** "4.3 ★ (12 reviews from verified stays)" or "No reviews yet": only a student who stayed can review. */
export function ratingText({ average, count }: { average: number; count: number }): string {
  return count
    ? `${average.toFixed(1)} ★ (${count} review${count === 1 ? '' : 's'} from verified stays)`
    : 'No reviews yet';
}
