import { checkProfileForm, type ProfileFormValues } from '@lease/contract';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { storeUser } from '../../api/session';
import type { StoredUser } from '../../api/storedUser';
import { useProfileImage } from '../../api/useProfileImage';
import { useAuthStore } from '../../store/auth';
import { SchemaCheckbox, SchemaTextField, useCheckedForm } from '../../ui/form';
import { PageTitle } from '../../ui/PageTitle';
import { toast } from '../../ui/toast';
import { apiErrorText } from './apiErrorText';
import { maskPhone } from '../../ui/phoneMask';
import { ProfileImagePicker } from './ProfileImagePicker';
import { useTwoFactor } from './useTwoFactor';
import { authKeys } from '../../api/keys/authKeys';

// The code dialog (MUI's Dialog and Modal with it) is downloaded when Save first asks for a code, and the
// save itself (it reads the answer with the contract's schemas, zod with them) while the code is typed.
const TwoFactorDialog = lazy(() => import('./TwoFactorDialog').then((m) => ({ default: m.TwoFactorDialog })));
const loadSave = () => import('./profileApi');

const METHODS = [
  ['sms', 'SMS'],
  ['email', 'Email'],
  ['voice', 'Voice'],
] as const;

/**
 * /my-profile (§2.8): name, phone, email, job title and the two-factor method; an optional picture and
 * password reset. Save first asks for a two-factor code; once verified the profile is submitted.
 */
export function ProfilePage() {
  const user = useAuthStore((s) => s.currentUser);
  return user ? <ProfileEditor user={user} /> : null;
}

/**
 * The editor on the contract's profile check, the profile schema's rules without zod (issue #33), so the
 * rules of §5 show the server's own messages.
 */
function ProfileEditor({ user }: { user: StoredUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setCurrentUser = useAuthStore((s) => s.setCurrentUser);
  const form = useCheckedForm(checkProfileForm, {
    name: user.name,
    phone: user.phone ?? '',
    email: user.email,
    job_title: user.jobTitle ?? '',
    mfa_method: user.mfaMethod,
    edit_img: false,
    edit_pwd: false,
    old_pwd: '',
    new_pwd: '',
  });
  const { control, formState } = form;
  const [editImg, editPwd, image] = useWatch({ control, name: ['edit_img', 'edit_pwd', 'image'] });
  // The checked form waits here while the code is asked for and verified.
  const [checked, setChecked] = useState<ProfileFormValues | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const currentImage = useProfileImage(user.image);
  // Codes go to the contacts the account has now, not to the ones being typed.
  const twoFactor = useTwoFactor({ email: user.email, phone: user.phone, method: user.mfaMethod });

  const onSave = form.handleSubmit(async (values) => {
    if (twoFactor.busy || saving) return;
    setChecked(values);
    void loadSave();
    // §2.8: the dialog opens once the server reports that a code was sent.
    const failure = await twoFactor.send();
    if (failure) toast.error(failure);
    else setDialogOpen(true);
  });

  const onVerified = async () => {
    setDialogOpen(false);
    if (!checked) return;
    setSaving(true);
    try {
      const { saveProfile } = await loadSave();
      const { message, user: saved } = await saveProfile(checked);
      storeUser(saved);
      setCurrentUser(saved);
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
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
          <SchemaCheckbox control={control} name="edit_img" label="Change Picture" />
          {editImg ? (
            <ProfileImagePicker
              current={currentImage}
              file={image instanceof File ? image : null}
              onFile={(file) => form.setValue('image', file ?? undefined, { shouldValidate: true })}
            />
          ) : (
            <Avatar src={currentImage} alt={user.name} sx={{ width: 72, height: 72 }} />
          )}
          {editImg && formState.errors.image && (
            <FormHelperText error>{formState.errors.image.message}</FormHelperText>
          )}
          <SchemaTextField
            control={control}
            name="name"
            id="profile-name"
            label="Name"
            autoComplete="name"
            required
          />
          <SchemaTextField
            control={control}
            name="email"
            id="profile-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <SchemaTextField
            control={control}
            name="phone"
            id="profile-phone"
            label="Phone"
            type="tel"
            autoComplete="tel-national"
            placeholder="(200) 000-0000"
            format={maskPhone}
          />
          <SchemaTextField
            control={control}
            name="job_title"
            id="profile-job-title"
            label="Job Title"
            required
          />
          <Controller
            control={control}
            name="mfa_method"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="profile-mfa-label">Two-Factor Method</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="profile-mfa-label"
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                >
                  {METHODS.map(([value, label]) => (
                    <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
                  ))}
                  {user.mfaMethod === 'totp' && (
                    <FormControlLabel value="totp" control={<Radio />} label="Authenticator App" />
                  )}
                </RadioGroup>
              </FormControl>
            )}
          />
          <SchemaCheckbox control={control} name="edit_pwd" label="Reset Password" />
          {editPwd && (
            <Stack spacing={2.5}>
              <SchemaTextField
                control={control}
                name="old_pwd"
                id="profile-old-password"
                label="Old Password"
                type="password"
                autoComplete="current-password"
                required
              />
              <SchemaTextField
                control={control}
                name="new_pwd"
                id="profile-new-password"
                label="New Password"
                type="password"
                autoComplete="new-password"
                required
              />
            </Stack>
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button color="inherit" onClick={() => void navigate('/dashboard')}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!formState.isValid}
              loading={twoFactor.busy || saving}
            >
              Save
            </Button>
          </Stack>
        </Stack>
      </Box>
      {twoFactor.mfaSent && (
        <Suspense fallback={null}>
          <TwoFactorDialog
            open={dialogOpen}
            twoFactor={twoFactor}
            onVerified={() => void onVerified()}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </Box>
  );
}
