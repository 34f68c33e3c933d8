import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import History from '@mui/icons-material/History';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import type { TimeEntry } from '@lonportal/domain/time/entries';
import type { EntryEditor } from '../use-entry-editor';
import type { TimeContext } from '../use-time-context';
import { touchTarget } from '../../../ui/touch';
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

/** One of a row's actions: an icon button with its tip and its name for the row. */
function RowAction({
  tip,
  label,
  compact,
  onClick,
  children,
}: {
  tip: string;
  label: string;
  compact: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <IconButton
      {...tipProps(tip)}
      size={compact ? 'medium' : 'small'}
      sx={compact ? touchTarget : undefined}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}

/** A row's actions: edit and delete while it may change (else view), and its history. */
export function EntryActions({ row, ctx, editor, compact = false }: ActionsProps) {
  const { t } = useTranslation();
  const names = { code: entryCode(row, ctx), date: row.Datum };
  const editable = row.KanAndras && ctx.mayReport;
  return (
    <>
      {editable ? (
        <>
          <RowAction
            tip={t('timeReport.action.edit')}
            label={t('timeReport.action.editRow', names)}
            compact={compact}
            onClick={() => editor.edit(row)}
          >
            <EditOutlined fontSize="small" />
          </RowAction>
          <RowAction
            tip={t('timeReport.action.delete')}
            label={t('timeReport.action.deleteRow', names)}
            compact={compact}
            onClick={() => editor.remove(row)}
          >
            <DeleteOutline fontSize="small" />
          </RowAction>
        </>
      ) : (
        <RowAction
          tip={t('timeReport.action.view')}
          label={t('timeReport.action.viewRow', names)}
          compact={compact}
          onClick={() => editor.edit(row)}
        >
          <Visibility fontSize="small" />
        </RowAction>
      )}
      <RowAction
        tip={t('timeReport.action.history')}
        label={t('timeReport.action.historyRow', names)}
        compact={compact}
        onClick={() => editor.history(row)}
      >
        <History fontSize="small" />
      </RowAction>
    </>
  );
}
