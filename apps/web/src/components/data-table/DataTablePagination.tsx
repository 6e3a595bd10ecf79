import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import type { Pagination } from '@despacho/shared';
import { formatInteger } from '../../lib/format';
import { currentLocale } from '../../lib/i18n';
import type { ListParams } from './use-list-params';

const PAGE_SIZES = [10, 25, 50, 100];

/** Paging under a list; on a phone only the page buttons and the count, so all fit the width. */
export function DataTablePagination({
  pagination,
  params,
  compact,
}: {
  pagination: Pagination;
  params: ListParams;
  compact: boolean;
}) {
  const { t } = useTranslation();
  // A list whose matches were counted only up to a cap (the shipment list) says "more than N".
  const capped = (pagination as Pagination & { total_capped?: boolean }).total_capped === true;
  const displayed = ({ from, to, count }: { from: number; to: number; count: number }) =>
    capped
      ? t('table.displayedRowsMore', {
          from,
          to,
          count: formatInteger(count - 1, currentLocale()),
        })
      : t('table.displayedRows', { from, to, count });
  const sizes = PAGE_SIZES.includes(params.perPage) ? PAGE_SIZES : [...PAGE_SIZES, params.perPage];
  return (
    <TablePagination
      component="div"
      count={pagination.total_objects}
      page={Math.max(0, params.page - 1)}
      rowsPerPage={params.perPage}
      rowsPerPageOptions={compact ? [] : sizes}
      onPageChange={(_, page) => params.setPage(page + 1)}
      onRowsPerPageChange={(e) => params.setPerPage(Number(e.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={displayed}
      getItemAriaLabel={(type) => t(`table.goTo.${type}`)}
      showFirstButton
      showLastButton
      sx={
        compact
          ? {
              '& .MuiTablePagination-toolbar': { px: 1 },
              '& .MuiTablePagination-actions': { ml: 1 },
            }
          : undefined
      }
    />
  );
}
