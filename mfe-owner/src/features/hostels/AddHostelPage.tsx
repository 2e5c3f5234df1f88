import { errorText, usePageMeta } from 'app-kit';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'shared-auth';
import { ErrorState, Page, PageTitle, TextField, toast } from 'shared-ui';
import { emptyHostel, HostelForm } from './HostelForm';
import { useAddHostel } from './queries';
import { ownerPaths } from '../../paths';

/** /owner/add-hostel: posted as multipart; success goes to the dashboard (spec 001 §2). */
export default function AddHostelPage() {
  usePageMeta('Add Hostel');
  const navigate = useNavigate();
  const { token } = useAuth();
  const addHostel = useAddHostel();

  if (!token)
    return (
      <Page>
        <ErrorState message="Authentication token not found. Please log in again." />
      </Page>
    );

  return (
    <Page $narrow>
      <PageTitle>Add Hostel</PageTitle>
      <HostelForm
        title="Hostel details"
        initial={emptyHostel}
        withRooms
        busy={addHostel.isPending}
        submitLabel="Add Hostel"
        error={
          addHostel.isError
            ? errorText(addHostel.error, 'Failed to add hostel. Please check your input and try again.')
            : ''
        }
        onSubmit={(hostel) =>
          addHostel.mutate(hostel, {
            // the API's words: added, and live once verified
            onSuccess: ({ message }) => {
              toast.success(message);
              navigate(ownerPaths.dashboard);
            },
          })
        }
        files={({ setValue }) => (
          <>
            <TextField
              label="Images"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              hint="At least one; up to 8 images of 5 MB each."
              onChange={(e) => setValue('images', [...(e.target.files ?? [])])}
              disabled={addHostel.isPending}
            />
            <TextField
              label="Video (optional)"
              type="file"
              accept="video/mp4,video/webm,video/quicktime"
              hint="MP4, WebM or MOV up to 50 MB."
              onChange={(e) => setValue('video', e.target.files?.[0] ?? null)}
              disabled={addHostel.isPending}
            />
          </>
        )}
      />
    </Page>
  );
}
