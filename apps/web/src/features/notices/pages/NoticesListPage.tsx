import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Notice } from '@despacho/shared';
import { DataTable, FilterSelect, useListParams } from '../../../components/data-table';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useAppAbility } from '../../../app/ability';
import { pathTo } from '../../../app/route-table';
import { useNotices } from '../api/list-notices';
import { noticeColumns } from '../components/notice-columns';
import { noticeStatusOptions, noticeTypeOptions } from '../components/notice-options';

const FILTERS = ['status', 'notice_type'] as const;
const DEFAULT_SORT = { field: 'created_at', dir: 'desc' } as const;

/** /notices: staff list with filters, paging and sorting kept in the URL. */
export function NoticesListPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const params = useListParams(FILTERS, DEFAULT_SORT);
  const { data, isFetching } = useNotices(params.query);

  return (
    <>
      <PageHeader
        title={t('notices.title')}
        actions={
          ability.can('create', 'Notice') && (
            <Button
              component={Link}
              to={pathTo('newNotice')}
              variant="contained"
              startIcon={<Add />}
            >
              {t('notices.new')}
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          field="status"
          label={t('notices.fields.status')}
          allLabel={t('common.all')}
          options={noticeStatusOptions(t)}
          params={params}
        />
        <FilterSelect
          field="notice_type"
          label={t('notices.fields.notice_type')}
          allLabel={t('common.all')}
          options={noticeTypeOptions(t)}
          params={params}
        />
      </Stack>
      <DataTable<Notice>
        label={t('notices.title')}
        columns={noticeColumns(t, ability.can('update', 'Notice'))}
        rows={data?.data}
        pagination={data?.pagination}
        loading={isFetching}
        params={params}
        getRowId={(notice) => String(notice.id)}
      />
    </>
  );
}
