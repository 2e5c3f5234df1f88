import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { TextField, toast, useToasts } from 'shared-ui';
import { checkImageFile } from 'contracts';
import { authApi } from 'shared-auth';

const Avatar = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
  display: block;
  margin-bottom: 0.5rem;
`;

/** A chosen profile picture: checked (images only, max 2 MB), previewed, uploaded on save. */
export function useProfilePicture(currentUrl: string) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState(currentUrl);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!file) {
      setPreview(currentUrl);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, currentUrl]);
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    setError(problem ?? '');
    setFile(problem ? null : chosen);
  };
  /** Uploads the chosen picture, if any, and returns the URL to save (the current one otherwise). */
  const upload = async (): Promise<string> => {
    if (!file) return currentUrl;
    // the notice goes once the upload has finished, whichever way
    const notice = toast.info('Uploading profile image...');
    try {
      return (await authApi.uploadImage(file)).secure_url;
    } finally {
      useToasts.getState().dismiss(notice);
    }
  };
  return { file, preview, error, choose, upload, clear: () => setFile(null) };
}

export function ProfilePictureField({
  picture,
  disabled,
}: {
  picture: ReturnType<typeof useProfilePicture>;
  disabled?: boolean;
}) {
  return (
    <>
      {picture.preview && <Avatar src={picture.preview} alt="Your profile picture" />}
      <TextField
        label="Profile picture"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hint="Image files only, up to 2 MB."
        error={picture.error}
        onChange={(e) => picture.choose(e.target.files?.[0])}
        disabled={disabled}
      />
    </>
  );
}
