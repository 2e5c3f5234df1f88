import type { RoomOption } from 'contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button, formatRupees, toast } from 'shared-ui';
import { errorText } from 'app-kit';
import { useJoinWaitlist } from './queries';

const Options = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  legend { font-weight: 600; margin-bottom: 0.4rem; }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: center;
    flex-wrap: wrap;
    padding: 0.55rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    margin-bottom: 0.4rem;
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; }
  label:has(input:disabled) { cursor: default; color: ${({ theme }) => theme.colors.textMuted}; }
  input { width: 1.1rem; height: 1.1rem; margin: 0; }
  .price { margin-left: auto; font-weight: 600; }
  .waitlist { margin: -0.2rem 0 0.5rem 1.8rem; }
`;

/**
 * The hostel's sharing options as radio buttons: price a bed and beds free; a full option cannot be chosen, and a
 * student can wait for a bed of it instead (a visitor is asked to log in first).
 */
export function SharingChoice({
  hostelId,
  options,
  field,
  disabled,
  canWait,
  onWaitAsVisitor,
}: {
  hostelId: string;
  options: RoomOption[];
  field: UseFormRegisterReturn<'sharing'>;
  disabled: boolean;
  canWait: boolean;
  onWaitAsVisitor: () => void;
}) {
  const join = useJoinWaitlist();
  const wait = (sharing: RoomOption['sharing']) =>
    canWait
      ? join.mutate(
          { hostelId, sharing },
          {
            onSuccess: ({ message }) => toast.success(message),
            onError: (error) => toast.error(errorText(error, 'Could not add you to the waitlist. Please try again.')),
          },
        )
      : onWaitAsVisitor();
  return (
    <Options>
      <legend>Sharing option</legend>
      {options.map((o) => {
        const full = o.bedsFree <= 0;
        return (
          <div key={o.sharing}>
            <label>
              <input type="radio" value={o.sharing} disabled={disabled || full} {...field} />
              <span>{o.sharing}</span>
              <span>{full ? 'Full' : `${o.bedsFree} bed${o.bedsFree > 1 ? 's' : ''} free`}</span>
              <span className="price">{formatRupees(o.pricePerBed)} a bed a month</span>
            </label>
            {full && (
              <p className="waitlist">
                <Button
                  type="button"
                  $variant="secondary"
                  $size="sm"
                  disabled={join.isPending}
                  onClick={() => wait(o.sharing)}
                >
                  Join the {o.sharing.toLowerCase()} waitlist
                </Button>
              </p>
            )}
          </div>
        );
      })}
    </Options>
  );
}
