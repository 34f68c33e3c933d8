import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Paged } from '../lib/api-client';
import { LoadFailed } from './LoadFailed';
import { PageLoader } from './PageLoader';

interface Props<T> {
  /** A paged query (apiRequestPaged): its rows and X-Pagination. */
  query: UseQueryResult<Paged<T[]>>;
  /** The list's name for assistive technology. */
  label: string;
  /** "Events: 12" — how many rows match, above the list. */
  countText: (total: number) => string;
  emptyText: string;
  retryText: string;
  loadFailedText: string;
  page: number;
  onPage: (page: number) => void;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * A list read a page at a time (ARCHITECTURE "Headers", X-Pagination): the loader, the failure with
 * a retry, the empty text, how many match, the rows and the page buttons. Narrow screens get the
 * same list, each row a block.
 */
export function PagedList<T>({
  query,
  label,
  countText,
  emptyText,
  retryText,
  loadFailedText,
  page,
  onPage,
  itemKey,
  renderItem,
}: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadFailed
        error={query.error}
        onRetry={() => void query.refetch()}
        retryText={retryText}
        text={loadFailedText}
      />
    );
  const { data, pagination } = query.data;
  if (data.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  const pages = Math.max(1, Math.ceil(pagination.Total / pagination.PerPage));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {countText(pagination.Total)}
      </Typography>
      <Paper variant="outlined">
        <List aria-label={label} aria-busy={query.isFetching}>
          {data.map((item) => (
            <ListItem key={itemKey(item)} divider sx={{ display: 'block' }}>
              {renderItem(item)}
            </ListItem>
          ))}
        </List>
      </Paper>
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          getItemAriaLabel={(type, n) => t(`ui.pagination.${type}`, { n })}
        />
      )}
    </>
  );
}
