import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { checkPassword, type PasswordPolicy } from '@provender/rules';

/** The administrator's password rules, each ticked off as soon as the typed password meets it. */
export function PasswordRulesList({ password, options }: { password: string; options: PasswordPolicy }) {
  const rules = checkPassword(password, options);
  return (
    <List dense disablePadding aria-label="Password rules" data-testid="password-rules">
      {rules.map((rule) => (
        <ListItem key={rule.rule} disableGutters sx={{ py: 0 }} data-met={rule.met}>
          <ListItemIcon sx={{ minWidth: 30 }}>
            {rule.met ? (
              <CheckCircleIcon fontSize="small" color="success" aria-label="met" />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-label="not met" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={rule.message}
            slotProps={{ primary: { variant: 'body2', color: rule.met ? 'success.main' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
