import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OverstyrningQuerySchema, type OverstyrningQuery } from '@lonportal/domain/staffing/overrides';

/**
 * The report's period: a form opened on the overview's period, and the period last shown. The
 * domain's rules (the end not before the start, at most a year) mark the To field as the server
 * would, so a bad period is never sent.
 */
export function useOverridePeriod(initial: OverstyrningQuery) {
  const [period, setPeriod] = useState<OverstyrningQuery>(initial);
  const { control, handleSubmit, setError } = useForm<OverstyrningQuery>({ defaultValues: initial });
  const show = handleSubmit((values) => {
    const parsed = OverstyrningQuerySchema.safeParse(values);
    if (parsed.success) return setPeriod(parsed.data);
    parsed.error.issues.forEach((issue, i) => {
      const field = issue.path[0] === 'From' ? 'From' : 'To';
      setError(field, { message: issue.message }, { shouldFocus: i === 0 });
    });
  });
  return { control, show, period };
}
