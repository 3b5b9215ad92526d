import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';

interface ShiptoPickerProps {
  shiptos: readonly { code: string; name: string }[];
  /** null: every ship-to. */
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  error?: string | undefined;
}

/** All ship-tos, or some of them: the limit a user orders and sees within (issue 35). */
export function ShiptoPicker({ shiptos, value, onChange, error }: ShiptoPickerProps) {
  const all = value === null;
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">Ship-tos</FormLabel>
      <FormControlLabel
        control={<Checkbox checked={all} onChange={(e) => onChange(e.target.checked ? null : [])} />}
        label="All ship-tos"
      />
      {all ? null : (
        <FormGroup sx={{ pl: 2 }}>
          {shiptos.map((s) => (
            <FormControlLabel
              key={s.code}
              control={
                <Checkbox
                  checked={value.includes(s.code)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...value, s.code] : value.filter((code) => code !== s.code))
                  }
                />
              }
              label={`${s.code} · ${s.name}`}
            />
          ))}
        </FormGroup>
      )}
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
