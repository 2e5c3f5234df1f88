import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { OwnerHostelDetail } from 'contracts';
import { useApiData } from 'app-kit';
import { serverMessage } from 'shared-auth';
import { Button, ErrorState, Page, PageTitle, Spinner, TextField, toast } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { HostelForm, REQUIRED_MESSAGE, toHostelFields, type HostelFormValues } from './HostelForm';

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

function ImageManager({ hostel, onChange }: { hostel: OwnerHostelDetail; onChange: (h: OwnerHostelDetail) => void }) {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ hostel: OwnerHostelDetail; message: string }>) => {
    setBusy(true);
    try {
      const res = await action();
      onChange(res.hostel);
      toast.success(res.message);
    } catch (err) {
      toast.error(serverMessage(err, 'Could not update the images.'));
    } finally {
      setBusy(false);
    }
  };
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
              onClick={() => run(() => ownerApi.removeImage(hostel._id, img.id))}
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
          if (files.length) void run(() => ownerApi.addImages(hostel._id, files));
        }}
      />
    </fieldset>
  );
}

/** /owner/hostel/{id}/edit: the add form pre-filled, saved with PUT; images added and removed one by one. */
export default function EditHostelPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const hostel = useApiData(() => ownerApi.hostel(id), [id], 'Could not load this hostel.');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (hostel.status === 'loading') return <Spinner label="Loading hostel..." showLabel />;
  if (hostel.status === 'error')
    return (
      <Page>
        <ErrorState message={hostel.error} onRetry={hostel.reload} />
        <Link to="/owner/my-hostels">Back to My Hostels</Link>
      </Page>
    );
  const h = hostel.data;

  const submit = async (values: HostelFormValues) => {
    const fields = toHostelFields(values);
    if (!fields) return setError(REQUIRED_MESSAGE);
    setError('');
    setBusy(true);
    try {
      await ownerApi.updateHostel(h._id, fields);
      toast.success('Hostel updated successfully!');
      navigate('/owner/my-hostels');
    } catch (err) {
      setError(serverMessage(err, 'Failed to save changes.'));
      setBusy(false);
    }
  };

  const initial: HostelFormValues = {
    name: h.name,
    contact: h.contact,
    rooms: String(h.occupancy.rooms),
    facilities: h.facilities,
    category: h.category,
    description: h.description,
    location: h.location,
    area: h.area,
    price: String(h.price),
  };
  return (
    <Page $narrow>
      <PageTitle>Edit {h.name}</PageTitle>
      <p>
        Rooms and beds are edited under <Link to="/owner/manage-rooms">Manage Rooms</Link>.
      </p>
      <HostelForm
        title="Hostel details"
        initial={initial}
        withRooms={false}
        busy={busy}
        submitLabel="Save Changes"
        error={error}
        onSubmit={submit}
      >
        <ImageManager hostel={h} onChange={(next) => hostel.setData(() => next)} />
      </HostelForm>
    </Page>
  );
}
