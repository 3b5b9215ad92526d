import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { CustomerUser } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCustomerUsers } from '../api/get-customer-users.ts';
import { ApprovalRulesCard } from './approval-rules-card.tsx';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { InviteUserDialog } from './invite-user-dialog.tsx';
import { UsersList } from './users-list.tsx';

/**
 * Users (menu entry CustomerUsers, issue 35): the customer's users with their roles, ship-tos and
 * status. Its admin invites, edits, disables and sets the approval rules; salespeople read.
 */
export function CustomerUsersPage() {
  const users = useCustomerUsers();
  const notify = useNotify();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<CustomerUser | null>(null);
  const data = users.data;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          Users
        </Typography>
        {data?.canManage ? (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            Invite User
          </Button>
        ) : null}
      </Stack>
      {users.isError ? (
        <Alert severity="error">{isApiRequestError(users.error) ? users.error.firstError : users.error.message}</Alert>
      ) : !data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Stack spacing={3}>
          {data.canManage ? null : (
            <Alert severity="info">
              You can see this customer&apos;s users and roles; its administrator changes them.
            </Alert>
          )}
          <UsersList users={data.users} canManage={data.canManage} onEdit={setEditing} />
          <ApprovalRulesCard
            key={`${data.approvalRules.overAmount}:${data.approvalRules.everyBuyerOrder}`}
            rules={data.approvalRules}
            canManage={data.canManage}
          />
        </Stack>
      )}
      <InviteUserDialog
        open={inviting}
        shiptos={data?.shiptos ?? []}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          notify({ type: 'success', message: `Invitation sent to ${email}.` });
        }}
      />
      {editing ? (
        <EditUserDialog
          user={editing}
          shiptos={data?.shiptos ?? []}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            notify({ type: 'success', message });
          }}
        />
      ) : null}
    </Box>
  );
}
