import type { StoredUser } from '../api/storedUser';
import Avatar from '@mui/material/Avatar';
import { useProfileImage } from '../api/useProfileImage';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

interface UserAvatarProps {
  user: Pick<StoredUser, 'name' | 'image'>;
  size?: number;
  /**
   * Initials are visible text; inside a control labelled otherwise (the Account button) they would
   * contradict its name, so there the generic person glyph stands in.
   */
  initials?: boolean;
}

/** The user's picture, or initials; decorative because the name is always shown or labelled beside it. */
export function UserAvatar({ user, size = 40, initials: withInitials = true }: UserAvatarProps) {
  const src = useProfileImage(user.image);
  return (
    <Avatar
      src={src}
      alt=""
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {withInitials ? initials(user.name) : undefined}
    </Avatar>
  );
}
