import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage, useAuth } from 'shared-auth';
import { Page, PageTitle, TextField, toast } from 'shared-ui';
import { ownerApi } from '../../api/ownerApi';
import { emptyHostel, HostelForm, REQUIRED_MESSAGE, toHostelFields, type HostelFormValues } from './HostelForm';

/** /owner/add-hostel: posted as multipart; success goes to the dashboard (spec 001 §2). */
export default function AddHostelPage() {
  const navigate = useNavigate();
  const { token } = useAuth();
  const [images, setImages] = useState<File[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (values: HostelFormValues) => {
    if (!token) return setError('Authentication token not found. Please log in again.');
    const fields = toHostelFields(values);
    const rooms = Number(values.rooms);
    if (!fields || !values.rooms.trim() || !images.length) return setError(REQUIRED_MESSAGE);
    if (!/^\d{10}$/.test(fields.contact)) return setError('Contact must be a 10-digit phone number.');
    setError('');
    setBusy(true);
    try {
      await ownerApi.addHostel({ ...fields, rooms, images, video });
      toast.success(`${fields.name} was added.`);
      navigate('/owner-dashboard');
    } catch (err) {
      setError(serverMessage(err, 'Failed to add hostel. Please check your input and try again.'));
      setBusy(false);
    }
  };

  return (
    <Page $narrow>
      <PageTitle>Add Hostel</PageTitle>
      <HostelForm
        title="Hostel details"
        initial={emptyHostel}
        withRooms
        busy={busy}
        submitLabel="Add Hostel"
        error={error}
        onSubmit={submit}
      >
        <TextField
          label="Images"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          hint="At least one; up to 8 images of 5 MB each."
          onChange={(e) => setImages([...(e.target.files ?? [])])}
          disabled={busy}
        />
        <TextField
          label="Video (optional)"
          type="file"
          accept="video/mp4,video/webm,video/quicktime"
          hint="MP4, WebM or MOV up to 50 MB."
          onChange={(e) => setVideo(e.target.files?.[0] ?? null)}
          disabled={busy}
        />
      </HostelForm>
    </Page>
  );
}
