import Avatar from '@mui/material/Avatar';
import { avatarColor, initialsOf } from './customer-avatar-style.ts';

export function CustomerAvatar({ name }: { name: string }) {
  return (
    <Avatar aria-hidden sx={{ bgcolor: avatarColor(name), color: '#fff', fontWeight: 600 }}>
      {initialsOf(name)}
    </Avatar>
  );
}
