import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import History from '@mui/icons-material/History';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import type { TimeEntry } from '@lonportal/domain/time-reporting/entries';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { touchTarget } from './DayHeader';
import { tipProps } from '../../../ui/TipHost';

/** "ARB Arbetad tid": a row's code and its text. */
export const entryCode = (row: TimeEntry, ctx: TimeContext): string =>
  `${row.TidKod} ${ctx.codeText(row.TidKod)}`.trim();

interface ActionsProps {
  row: TimeEntry;
  ctx: TimeContext;
  editor: EntryEditor;
  /** Phone layout: touch targets of 44 px. */
  compact?: boolean;
}

/** A row's actions: edit and delete while it may change (else view), and its history. */
export function EntryActions({ row, ctx, editor, compact = false }: ActionsProps) {
  const { t } = useTranslation();
  const code = entryCode(row, ctx);
  const names = { code, date: row.Datum };
  const sx = compact ? touchTarget : undefined;
  const size = compact ? 'medium' : 'small';
  const editable = row.KanAndras && ctx.mayReport;
  return (
    <>
      {editable ? (
        <>
          <IconButton
            {...tipProps(t('timeReport.action.edit'))}
            size={size}
            sx={sx}
            aria-label={t('timeReport.action.editRow', names)}
            onClick={() => editor.edit(row)}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton
            {...tipProps(t('timeReport.action.delete'))}
            size={size}
            sx={sx}
            aria-label={t('timeReport.action.deleteRow', names)}
            onClick={() => editor.remove(row)}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </>
      ) : (
        <IconButton
          {...tipProps(t('timeReport.action.view'))}
          size={size}
          sx={sx}
          aria-label={t('timeReport.action.viewRow', names)}
          onClick={() => editor.edit(row)}
        >
          <Visibility fontSize="small" />
        </IconButton>
      )}
      <IconButton
        {...tipProps(t('timeReport.action.history'))}
        size={size}
        sx={sx}
        aria-label={t('timeReport.action.historyRow', names)}
        onClick={() => editor.history(row)}
      >
        <History fontSize="small" />
      </IconButton>
    </>
  );
}
