import { IMAGE_MAX_BYTES } from '@lease/contract';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ChangeEvent } from 'react';
import { toast } from '../../ui/toast';
import { resizeImage } from './resizeImage';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The picture's two states (§2.8): upload, or a preview that returns to upload when clicked. */
export function ProfileImagePicker({
  current,
  file,
  onFile,
}: {
  current: string | undefined;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type))
      return void toast.error('The image must be a PNG, JPEG or WebP file.');
    // Shrunk first: a large photo often fits the 5 MB limit once resized.
    void resizeImage(chosen).then((image) => {
      if (image.size > IMAGE_MAX_BYTES) toast.error('The image is larger than 5 MB.');
      else onFile(image);
    });
  };

  if (preview) {
    return (
      <ButtonBase
        onClick={() => onFile(null)}
        aria-label="Remove the new picture and choose another"
        sx={{ borderRadius: '50%', alignSelf: 'flex-start' }}
      >
        <Avatar src={preview} alt="New picture" sx={{ width: 112, height: 112 }} />
      </ButtonBase>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={current} alt="Current picture" sx={{ width: 72, height: 72 }} />
      <Button component="label" variant="outlined" startIcon={<CloudUpload />}>
        Upload Image
        <input hidden type="file" accept={IMAGE_TYPES.join(',')} onChange={pick} />
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        PNG, JPEG or WebP, up to 5 MB.
      </Typography>
    </Stack>
  );
}
