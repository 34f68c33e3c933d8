import { type ReactNode } from 'react';
import { type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import IconButton from '@mui/material/IconButton';

import Stack from '@mui/material/Stack';

import DeleteOutline from '@mui/icons-material/DeleteOutlined';

import { FormDateField } from '../../../ui/FormDateField';

import type { TravelFormValues } from '../travel-form';

/** An item's first line: its date, one more field, and the button that removes it. */
export function DatedRow({
  control,
  name,
  disabled,
  removeLabel,
  onRemove,
  children,
}: {
  control: Control<TravelFormValues>;
  name: `${'Mil' | 'Utlagg' | 'Representation'}.${number}.Datum`;
  disabled: boolean;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <FormDateField
        control={control}
        name={name}
        label={t('travel.guide.date')}
        required
        disabled={disabled}
      />
      {children}
      <IconButton
        aria-label={removeLabel}
        onClick={onRemove}
        disabled={disabled}
        sx={{ alignSelf: 'center' }}
      >
        <DeleteOutline />
      </IconButton>
    </Stack>
  );
}
