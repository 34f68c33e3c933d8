import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { receiptUrl } from '../api';
import { isPreviewable, type ReceiptFile } from '../../../lib/receipt-file';

export type ReceiptSource =
  { kind: 'file'; file: ReceiptFile } | { kind: 'stored'; ftgId: string; receiptId: string };

interface Props {
  source: ReceiptSource;
  maxHeight?: number;
}

/**
 * A receipt as the employee sees it before and after saving: the picture itself, or for a PDF (or
 * a HEIC the browser cannot show) a file symbol with its name; a stored one opens in a new tab.
 */
export function ReceiptPreview({ source, maxHeight = 160 }: Props) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const href = source.kind === 'stored' ? receiptUrl(source.ftgId, source.receiptId) : null;
  const picture =
    source.kind === 'file'
      ? isPreviewable(source.file.type)
        ? `data:${source.file.type};base64,${source.file.content}`
        : null
      : href;

  if (picture && !broken) {
    const img = (
      <Box
        component="img"
        src={picture}
        alt={t('compensations.receipt.previewAlt')}
        onError={() => setBroken(true)}
        sx={{
          maxWidth: '100%',
          maxHeight,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'block',
        }}
      />
    );
    return href ? (
      <Link href={href} target="_blank" rel="noopener" aria-label={t('compensations.receipt.open')}>
        {img}
      </Link>
    ) : (
      img
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <DescriptionOutlined color="action" />
      {href ? (
        <Link href={href} target="_blank" rel="noopener">
          {t('compensations.receipt.open')}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {source.kind === 'file' ? source.file.name || t('compensations.receipt.file') : ''}
        </Typography>
      )}
    </Stack>
  );
}
