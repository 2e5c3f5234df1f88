import { useQuery } from '@tanstack/react-query';
import { errorText, QueryView, usePageMeta } from 'app-kit';
import type { OwnerHostelDetail } from 'contracts';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, ErrorState, Page, PageTitle, TextField, toast } from 'shared-ui';
import styled from 'styled-components';
import { HostelForm, type HostelFormInput } from './HostelForm';
import { hostelQuery, useHostelChange } from './queries';
import { ownerPaths } from '../../paths';

const Images = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  li { display: flex; flex-direction: column; gap: 0.3rem; align-items: center; }
  img { width: 120px; height: 80px; object-fit: cover; border-radius: 6px; }
`;

function ImageManager({ hostel }: { hostel: OwnerHostelDetail }) {
  const change = useHostelChange(hostel._id);
  const busy = change.isPending;
  const run = (what: { addImages: File[] } | { removeImage: number }) =>
    change.mutate(what, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) => toast.error(errorText(err, 'Could not update the images.')),
    });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
      <legend style={{ fontWeight: 700, marginBottom: '0.5rem' }}>Images</legend>
      <Images>
        {hostel.images.map((img, i) => (
          <li key={img.id}>
            <img src={img.url} alt={`Hostel view ${i + 1}`} />
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              disabled={busy || hostel.images.length === 1}
              onClick={() => run({ removeImage: img.id })}
              aria-label={`Remove image ${i + 1}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </Images>
      <TextField
        label="Add images"
        type="file"
        multiple
        accept="image/png,image/jpeg,image/gif,image/webp"
        disabled={busy}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) run({ addImages: files });
        }}
      />
    </fieldset>
  );
}

function EditForm({ hostel: h }: { hostel: OwnerHostelDetail }) {
  const navigate = useNavigate();
  const save = useHostelChange(h._id);
  return (
    <Page $narrow>
      <PageTitle>Edit {h.name}</PageTitle>
      <p>
        Rooms and beds are edited under <Link to={ownerPaths.manageRooms}>Manage Rooms</Link>.
      </p>
      <HostelForm
        title="Hostel details"
        initial={{
          ...h,
          area: h.area as HostelFormInput['area'],
          rooms: h.occupancy.rooms,
          images: [],
          video: null,
          landmarkKm: h.landmarkKm ?? '',
        }}
        withRooms={false}
        busy={save.isPending}
        submitLabel="Save Changes"
        error={save.isError ? errorText(save.error, 'Failed to save changes.') : ''}
        onSubmit={(fields) =>
          save.mutate(
            { fields },
            {
              onSuccess: () => {
                toast.success('Hostel updated successfully!');
                navigate(ownerPaths.myHostels);
              },
            },
          )
        }
      >
        <ImageManager hostel={h} />
      </HostelForm>
    </Page>
  );
}

/** /owner/hostel/{id}/edit: the add form pre-filled, saved with PUT; images added and removed one by one. */
export default function EditHostelPage() {
  usePageMeta('Edit Hostel');
  const { id = '' } = useParams();
  const hostel = useQuery(hostelQuery(id));
  // a hostel that does not load: the reason, Retry, and the way back
  if (hostel.isError)
    return (
      <Page>
        <ErrorState
          message={errorText(hostel.error, 'Could not load this hostel.')}
          onRetry={() => void hostel.refetch()}
        />
        <Link to={ownerPaths.myHostels}>Back to My Hostels</Link>
      </Page>
    );
  return (
    <QueryView query={hostel} loading="Loading hostel..." error="Could not load this hostel.">
      {(h) => <EditForm hostel={h} />}
    </QueryView>
  );
}
