import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { DEFAULT_CURRENCY } from '@lonportal/domain/constants';
import { ExpenseCard, RepresentationCard } from './ExpenseCard';
import type { StepProps } from './guide-steps';

/** Step 5: out-of-pocket expenses and representation, each with its receipt. */
export function ExpensesStep(props: StepProps) {
  const { control, disabled } = props;
  const { t } = useTranslation();
  const avresa = useWatch({ control, name: 'AvresaDatum' });
  const expenses = useFieldArray({ control, name: 'Utlagg' });
  const meals = useFieldArray({ control, name: 'Representation' });
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {t('travel.guide.expenses')}
      </Typography>
      {expenses.fields.map((field, i) => (
        <ExpenseCard key={field.id} {...props} i={i} onRemove={() => expenses.remove(i)} />
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          disabled={disabled}
          onClick={() =>
            expenses.append({
              Datum: avresa,
              Text: '',
              Belopp: null,
              Moms: null,
              ValutaKod: DEFAULT_CURRENCY,
              Kurs: null,
              Varugrupp: '',
              ReceiptId: null,
            })
          }
        >
          {t('travel.guide.addExpense')}
        </Button>
      </Box>
      <Typography variant="h6" component="h3">
        {t('travel.eventType.REPRESENTATION')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('travel.guide.representationHelp')}
      </Typography>
      {meals.fields.map((field, i) => (
        <RepresentationCard key={field.id} {...props} i={i} onRemove={() => meals.remove(i)} />
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<Add />}
          disabled={disabled}
          onClick={() =>
            meals.append({
              Datum: avresa,
              Typ: 'EXTERN',
              Deltagare: '',
              Belopp: null,
              Moms: null,
              Alkohol: false,
              Text: '',
              ReceiptId: null,
            })
          }
        >
          {t('travel.guide.addRepresentation')}
        </Button>
      </Box>
    </Stack>
  );
}
