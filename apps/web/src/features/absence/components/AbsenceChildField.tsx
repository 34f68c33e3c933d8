import { useState } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import type { AbsenceReportInput } from '@lonportal/domain/absence/absence-reports';
import { FormSelect, type SelectOption } from '../../../ui/FormSelect';
import { useChildren } from '../api';
import { ChildDialog } from './ChildDialog';

/** VAB's child, from the employee's child register, with adding a child there (chosen if none was). */
export function AbsenceChildField({
  ftgId,
  anstNr,
  control,
  setValue,
}: {
  ftgId: string;
  anstNr: string;
  control: Control<AbsenceReportInput>;
  setValue: UseFormSetValue<AbsenceReportInput>;
}) {
  const { t } = useTranslation();
  const children = useChildren(ftgId, anstNr);
  const [addChild, setAddChild] = useState(false);
  const barnId = useWatch({ control, name: 'BarnId' });
  const childOptions: SelectOption[] = (children.data ?? []).map((c) => ({
    value: c.Id,
    label: `${c.Namn} (${c.Fodd})`,
  }));
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormSelect
          control={control}
          name="BarnId"
          label={t('absence.field.child')}
          options={childOptions}
          required
          fullWidth
          helperText={childOptions.length === 0 ? t('absence.child.none') : undefined}
        />
        <Button startIcon={<Add />} onClick={() => setAddChild(true)} sx={{ flexShrink: 0, mt: 1 }}>
          {t('absence.child.add')}
        </Button>
      </Stack>
      {addChild && (
        <ChildDialog
          ftgId={ftgId}
          anstNr={anstNr}
          child={null}
          onClose={(created) => {
            setAddChild(false);
            if (created && !barnId) setValue('BarnId', created.Id, { shouldDirty: true });
          }}
        />
      )}
    </>
  );
}
