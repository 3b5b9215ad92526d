import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useCustomerUsersForAdmin } from '../api/get-customer-users-for-admin.ts';
import { roleLabel, shiptosLabel, statusLabel } from './user-labels.ts';

/** Customer Users (the /admin page): a customer's users and roles by customer code, read-only. */
export function CustomerUsersAdminCard() {
  const [code, setCode] = useState('');
  const [shown, setShown] = useState('');
  const users = useCustomerUsersForAdmin(shown);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Customer Users
        </Typography>
        <Stack
          direction="row"
          component="form"
          sx={{ gap: 1, alignItems: 'flex-start', mb: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            setShown(code.trim().toUpperCase());
          }}
        >
          <TextField size="small" label="Customer Code" value={code} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" variant="outlined" disabled={code.trim() === ''}>
            Show Users
          </Button>
        </Stack>
        {users.isError ? (
          <Alert severity="error">
            {isApiRequestError(users.error) ? users.error.firstError : users.error.message}
          </Alert>
        ) : users.data ? (
          <List dense aria-label={`Users of ${shown}`}>
            {users.data.users.map((u) => (
              <ListItem key={u.id} disableGutters>
                <ListItemText
                  primary={`${u.name} · ${roleLabel(u)}`}
                  secondary={`${u.email ?? u.username} · ${shiptosLabel(u.shiptoCodes)} · ${statusLabel(u)}`}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}
