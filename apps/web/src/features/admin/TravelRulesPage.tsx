import { useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FileOpen from '@mui/icons-material/FileOpenOutlined';
import Preview from '@mui/icons-material/PreviewOutlined';
import {
  NORMALBELOPP_DATASET_URL,
  NORMALBELOPP_FILE_MAX,
  NormalbeloppPreviewSchema,
  NormalbeloppYearSchema,
  type NormalbeloppPreview,
} from '@lonportal/domain/travel/normalbelopp';
import { ApiError, apiRequest, errorMessageKey } from '../../lib/api-client';
import { formatDateTime } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { LoadFailed } from '../../ui/LoadFailed';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { useSnackbar } from '../../ui/snackbar';
import { countryName } from '../../lib/countries';

type Source = { Json: string; FileName: string } | { Url: string };

/** The reasons a table was refused, as the server named them (travel.normalbelopp.error.*), else the error's own. */
function problemsOf(err: unknown): string[] {
  if (err instanceof ApiError && err.details.length > 0)
    return [...new Set(err.details.map((d) => d.Code))].filter((c) =>
      /^(travel|validation|errors)\./.test(c),
    );
  return [errorMessageKey(err)];
}

/**
 * /admin/traktamente: Skatteverket's normalbelopp for foreign per diem, by year — the
 * tables the portal ships and the ones loaded — and loading a year from Skatteverket's open data
 * (the EntryScape JSON) as a downloaded file or by its address, with the changes shown before
 * anything is replaced. A trip in a year without a table says "missing rules for travel".
 */
export function TravelRulesPage() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const ftgId = me.FtgInfo.FtgId;
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const years = useQuery({
    queryKey: ['company', ftgId, 'admin', 'normalbelopp'] as const,
    queryFn: ({ signal }) => apiRequest('/admin/normalbelopp', z.array(NormalbeloppYearSchema), { signal }),
  });
  const [url, setUrl] = useState(`${NORMALBELOPP_DATASET_URL}?_limit=500`);
  const [source, setSource] = useState<Source | null>(null);
  const [preview, setPreview] = useState<NormalbeloppPreview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const file = useRef<HTMLInputElement>(null);

  const check = useMutation({
    mutationFn: (s: Source) =>
      apiRequest('/admin/normalbelopp/forhandsgranska', NormalbeloppPreviewSchema, {
        method: 'POST',
        body: s,
      }),
    onMutate: () => {
      setPreview(null);
      setProblems([]);
    },
    onSuccess: (p, s) => {
      setSource(s);
      setPreview(p);
    },
    onError: (err) => setProblems(problemsOf(err)),
  });
  const load = useMutation({
    mutationFn: (s: Source) =>
      apiRequest('/admin/normalbelopp', z.array(NormalbeloppYearSchema), { method: 'POST', body: s }),
    onSuccess: async (_, s) => {
      setPreview(null);
      setSource(null);
      showSnackbar({
        text: t('admin.travelRules.loaded', { source: 'Url' in s ? s.Url : s.FileName }),
        color: 'success',
        timeout: 5000,
      });
      await queryClient.invalidateQueries({ queryKey: ['company', ftgId] });
    },
    onError: (err) => setProblems(problemsOf(err)),
  });

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (chosen.size > NORMALBELOPP_FILE_MAX) {
      setProblems(['travel.normalbelopp.error.tooLarge']);
      return;
    }
    check.mutate({ Json: await chosen.text(), FileName: chosen.name });
  };
  const lng = i18n.language;

  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('admin.travelRules.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 800 }}>
        {t('admin.travelRules.intro')}
      </Typography>

      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('admin.travelRules.years')}
      </Typography>
      {years.isError ? (
        <LoadFailed
          error={years.error}
          onRetry={() => void years.refetch()}
          retryText={t('admin.travelRules.retry')}
        />
      ) : (
        <ScrollRegion outlined label={t('admin.travelRules.years')}>
          <Table size="small" aria-label={t('admin.travelRules.years')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.travelRules.year')}</TableCell>
                <TableCell>{t('admin.travelRules.source')}</TableCell>
                <TableCell align="right">{t('admin.travelRules.countries')}</TableCell>
                <TableCell>{t('admin.travelRules.loadedBy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(years.data ?? []).map((y) => (
                <TableRow key={y.Ar} data-testid="normalbelopp-year">
                  <TableCell>{y.Ar}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {y.Inlast ? y.Kalla : t('admin.travelRules.shipped')}
                  </TableCell>
                  <TableCell align="right">{y.Antal}</TableCell>
                  <TableCell>{y.Inlast ? `${y.InlastAv}, ${formatDateTime(y.InlastTid)}` : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}

      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('admin.travelRules.loadTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 900 }}>
        <Stack spacing={2}>
          <Typography variant="body2">{t('admin.travelRules.loadHelp')}</Typography>
          <Box>
            <input
              ref={file}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label={t('admin.travelRules.chooseFile')}
              onChange={(e) => void chooseFile(e)}
            />
            <Button
              variant="outlined"
              startIcon={<FileOpen />}
              onClick={() => file.current?.click()}
              loading={check.isPending && source === null}
            >
              {t('admin.travelRules.chooseFile')}
            </Button>
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              label={t('admin.travelRules.address')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              fullWidth
              size="small"
            />
            <Button
              variant="outlined"
              startIcon={<Preview />}
              onClick={() => check.mutate({ Url: url })}
              loading={check.isPending}
              sx={{ flexShrink: 0 }}
            >
              {t('admin.travelRules.preview')}
            </Button>
          </Stack>
          {problems.map((p) => (
            <Alert key={p} severity="error" role="alert">
              {t(p)}
            </Alert>
          ))}
        </Stack>
      </Paper>

      {preview && source && (
        <Paper variant="outlined" sx={{ p: 2, mt: 2, maxWidth: 900 }} data-testid="normalbelopp-preview">
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('admin.travelRules.previewTitle', { source: preview.Kalla })}
          </Typography>
          {preview.Ar.map((y) => (
            <Box key={y.ar} sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('admin.travelRules.previewYear', {
                  year: y.ar,
                  count: y.antal,
                  added: y.nya.length,
                  changed: y.andrade.length,
                  removed: y.borttagna.length,
                })}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3, maxHeight: 240, overflowY: 'auto' }} tabIndex={0}>
                {y.andrade.map((r) => (
                  <li key={`c-${r.landskod}`}>
                    {t('admin.travelRules.changedRow', {
                      country: countryName(r.landskod, lng),
                      from: r.tidigare,
                      to: r.belopp,
                    })}
                  </li>
                ))}
                {y.nya.map((r) => (
                  <li key={`a-${r.landskod}`}>
                    {t('admin.travelRules.addedRow', { country: r.land, amount: r.belopp })}
                  </li>
                ))}
                {y.borttagna.map((r) => (
                  <li key={`r-${r.landskod}`}>
                    {t('admin.travelRules.removedRow', { country: r.land, amount: r.belopp })}
                  </li>
                ))}
              </Box>
            </Box>
          ))}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => load.mutate(source)} loading={load.isPending}>
              {t('admin.travelRules.load')}
            </Button>
            <Button
              onClick={() => {
                setPreview(null);
                setSource(null);
              }}
              disabled={load.isPending}
            >
              {t('admin.travelRules.cancel')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
