import { IMAGE_MAX_BYTES, routes, type User } from '@lease/contract';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { storeUser } from '../../api/session';
import { useAuthStore } from '../../store/auth';
import { FormTextField } from '../../ui/FormTextField';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import { apiErrorText } from './apiErrorText';
import { maskPhone } from './phoneMask';
import { saveProfile, type ProfileForm } from './profileApi';
import { resizeImage } from './resizeImage';
import { TwoFactorDialog } from './TwoFactorDialog';
import { useProfileImage } from '../../api/useProfileImage';
import { useTwoFactor } from './useTwoFactor';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const METHODS = [
  ['sms', 'SMS'],
  ['email', 'Email'],
  ['voice', 'Voice'],
] as const;

const initialForm = (user: User): ProfileForm => ({
  name: user.name,
  phone: user.phone ?? '',
  email: user.email,
  job_title: user.jobTitle ?? '',
  mfa_method: user.mfaMethod,
  edit_img: false,
  edit_pwd: false,
  old_pwd: '',
  new_pwd: '',
  image: null,
});

/** The §5 profile rules, checked with the contract's own schema so the messages are the server's. */
function validate(form: ProfileForm): Partial<Record<keyof ProfileForm, string>> {
  const result = routes.auth.editProfile.body.safeParse({
    ...form,
    image: form.edit_img ? (form.image ?? undefined) : undefined,
  });
  const errors: Partial<Record<keyof ProfileForm, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path[0] as keyof ProfileForm;
    errors[key] ??= issue.message;
  }
  if (form.edit_pwd && !form.new_pwd) errors.new_pwd ??= 'Required';
  return errors;
}

/** The picture's two states (§2.8): upload, or a preview that returns to upload when clicked. */
function ImagePicker({
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

/**
 * /my-profile (§2.8): name, phone, email, job title and the two-factor method; an optional picture and
 * password reset. Save first asks for a two-factor code; once verified the profile is submitted.
 */
export function ProfilePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useAuthStore((s) => s.currentUser);
  const setCurrentUser = useAuthStore((s) => s.setCurrentUser);
  const [form, setForm] = useState<ProfileForm | null>(user ? initialForm(user) : null);
  const [touched, setTouched] = useState<Partial<Record<keyof ProfileForm, boolean>>>({});
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const currentImage = useProfileImage(user?.image);
  // Codes go to the contacts the account has now, not to the ones being typed.
  const twoFactor = useTwoFactor(
    user ? { email: user.email, phone: user.phone, method: user.mfaMethod } : null,
  );

  if (!user || !form) return null;
  const errors = validate(form);
  const valid = Object.keys(errors).length === 0;

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((f) => (f ? { ...f, [key]: key === 'phone' ? maskPhone(String(value)) : value } : f));
  const text = (key: 'name' | 'phone' | 'email' | 'job_title' | 'old_pwd' | 'new_pwd') => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    onBlur: () => setTouched((t) => ({ ...t, [key]: true })),
    error: touched[key] ? errors[key] : undefined,
  });

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || twoFactor.busy || saving) return;
    // §2.8: the dialog opens once the server reports that a code was sent.
    const failure = await twoFactor.send();
    if (failure) toast.error(failure);
    else setDialogOpen(true);
  };

  const onVerified = async () => {
    setDialogOpen(false);
    setSaving(true);
    try {
      const { message, user: saved } = await saveProfile(form);
      storeUser(saved);
      setCurrentUser(saved);
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      toast.success(message ?? 'Profile saved.');
      void navigate('/dashboard');
    } catch (error) {
      toast.error(apiErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageTitle>My Profile</PageTitle>
      <Box component="form" noValidate onSubmit={(event) => void onSave(event)}>
        <Stack spacing={2.5}>
          <FormControlLabel
            control={<Checkbox checked={form.edit_img} onChange={(e) => set('edit_img', e.target.checked)} />}
            label="Change Picture"
          />
          {form.edit_img ? (
            <ImagePicker current={currentImage} file={form.image} onFile={(file) => set('image', file)} />
          ) : (
            <Avatar src={currentImage} alt={user.name} sx={{ width: 72, height: 72 }} />
          )}
          {form.edit_img && errors.image && <FormHelperText error>{errors.image}</FormHelperText>}
          <FormTextField id="profile-name" label="Name" autoComplete="name" required {...text('name')} />
          <FormTextField
            id="profile-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...text('email')}
          />
          <FormTextField
            id="profile-phone"
            label="Phone"
            type="tel"
            autoComplete="tel-national"
            placeholder="(200) 000-0000"
            {...text('phone')}
          />
          <FormTextField id="profile-job-title" label="Job Title" required {...text('job_title')} />
          <FormControl>
            <FormLabel id="profile-mfa-label">Two-Factor Method</FormLabel>
            <RadioGroup
              row
              aria-labelledby="profile-mfa-label"
              value={form.mfa_method}
              onChange={(event) => set('mfa_method', event.target.value as ProfileForm['mfa_method'])}
            >
              {METHODS.map(([value, label]) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
              {user.mfaMethod === 'totp' && (
                <FormControlLabel value="totp" control={<Radio />} label="Authenticator App" />
              )}
            </RadioGroup>
          </FormControl>
          <FormControlLabel
            control={<Checkbox checked={form.edit_pwd} onChange={(e) => set('edit_pwd', e.target.checked)} />}
            label="Reset Password"
          />
          {form.edit_pwd && (
            <Stack spacing={2.5}>
              <FormTextField
                id="profile-old-password"
                label="Old Password"
                type="password"
                autoComplete="current-password"
                required
                {...text('old_pwd')}
              />
              <FormTextField
                id="profile-new-password"
                label="New Password"
                type="password"
                autoComplete="new-password"
                required
                {...text('new_pwd')}
              />
            </Stack>
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => void navigate('/dashboard')}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={!valid} loading={twoFactor.busy || saving}>
              Save
            </Button>
          </Stack>
        </Stack>
      </Box>
      <TwoFactorDialog
        open={dialogOpen}
        twoFactor={twoFactor}
        onVerified={() => void onVerified()}
        onClose={() => setDialogOpen(false)}
      />
    </Box>
  );
}
