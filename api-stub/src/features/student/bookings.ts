import { OWNER_RESPONSE_HOURS } from 'contracts';
import type { Selectable } from 'kysely';
import type { BookingsTable } from '../../db/schema';

type BookingWithHostel = Selectable<BookingsTable> & { hostel_name: string; area: string };

/** A booking as both areas see it; `respondBy` closes the owner's 24-hour answer window. */
export function toBooking(row: BookingWithHostel) {
  return {
    id: row.id,
    hostelId: row.hostel_id,
    hostelName: row.hostel_name,
    location: row.area,
    roomInfo: row.room_info ?? '',
    checkInDate: row.check_in_date,
    duration: row.duration_months,
    note: row.note,
    status: row.status,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    respondBy: new Date(Date.parse(row.created_at) + OWNER_RESPONSE_HOURS * 3600 * 1000).toISOString(),
    deposit: row.deposit,
    noticeGivenAt: row.notice_given_at,
    leavingOn: row.leaving_on,
    cancelledBy: row.cancelled_by,
    refund:
      row.refund_amount === null
        ? null
        : {
            deposit: row.deposit,
            refund: row.refund_amount,
            deducted: row.refund_deducted ?? 0,
            rule: row.refund_rule ?? '',
          },
    checkOut:
      row.checked_out_at && row.check_out_outcome
        ? {
            outcome: row.check_out_outcome,
            at: row.checked_out_at,
            depositReturned: row.deposit_returned ?? 0,
            deducted: row.deposit_deducted ?? 0,
            reason: row.deduction_reason ?? '',
          }
        : null,
    rejectReason: row.reject_reason,
    sharing: row.sharing,
    pricePerBed: row.price_per_bed,
  };
}

/** A booking as its hostel's owner sees it: with the student's name and contact. */
export function toOwnersBooking(
  row: BookingWithHostel & { student_name: string; student_phone: string; student_email: string },
) {
  return {
    ...toBooking(row),
    studentName: row.student_name,
    studentPhone: row.student_phone,
    studentEmail: row.student_email,
  };
}
