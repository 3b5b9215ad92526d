import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CustomerUser } from '@provender/contract';
import { roleLabel, shiptosLabel, statusLabel } from './user-labels.ts';

interface UsersListProps {
  users: readonly CustomerUser[];
  canManage: boolean;
  onEdit: (user: CustomerUser) => void;
}

function StatusChip({ user }: { user: CustomerUser }) {
  const label = statusLabel(user);
  const color = label === 'Active' ? 'success' : label === 'Invited' ? 'info' : 'default';
  return <Chip size="small" label={label} color={color} variant="outlined" />;
}

/** The customer admin edits everyone but administrators (their own account included). */
const editable = (user: CustomerUser, canManage: boolean) => canManage && !user.isCustomerAdmin;

/** A table on wide screens, a card per user on a phone. */
export function UsersList({ users, canManage, onEdit }: UsersListProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Users">
        {users.map((u) => (
          <Card key={u.id} component="li" variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{u.name}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {u.email ?? u.username}
                  </Typography>
                </div>
                <StatusChip user={u} />
              </Stack>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {roleLabel(u)} · {shiptosLabel(u.shiptoCodes)}
              </Typography>
              {editable(u, canManage) ? (
                <Button size="small" sx={{ mt: 1, ml: -1 }} onClick={() => onEdit(u)} aria-label={`Edit ${u.name}`}>
                  Edit
                </Button>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Card} variant="outlined">
      <Table size="small" aria-label="Users">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Ship-tos</TableCell>
            <TableCell>Status</TableCell>
            {canManage ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.id} hover>
              <TableCell>{u.name}</TableCell>
              <TableCell>{u.email ?? u.username}</TableCell>
              <TableCell>{roleLabel(u)}</TableCell>
              <TableCell>{shiptosLabel(u.shiptoCodes)}</TableCell>
              <TableCell>
                <StatusChip user={u} />
              </TableCell>
              {canManage ? (
                <TableCell align="right">
                  {editable(u, canManage) ? (
                    <Button size="small" onClick={() => onEdit(u)} aria-label={`Edit ${u.name}`}>
                      Edit
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
