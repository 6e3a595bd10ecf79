import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PartnerSite } from '../curl';
import type { OperationGroup } from '../openapi-model';
import { operationTexts, tagName } from '../operation-texts';
import { DocSection } from './DocSection';
import { OperationItem } from './OperationItem';

/** Every partner operation by section, filtered by path, method, section or summary. */
export function ReferenceSection({
  groups,
  site,
}: {
  groups: OperationGroup[];
  site: PartnerSite;
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const named = groups.map((g) => ({ ...g, name: tagName(i18n, g.tag) }));
    if (!needle) return named;
    return named
      .map((g) => ({
        ...g,
        operations: g.operations.filter((o) =>
          [g.tag, g.name, o.method, o.path, operationTexts(i18n, o).summary ?? '']
            .join(' ')
            .toLowerCase()
            .includes(needle),
        ),
      }))
      .filter((g) => g.operations.length > 0);
    // i18n.language: the names change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups, filter, i18n, i18n.language]);

  return (
    <DocSection id="reference" title={t('partnerDocs.reference.title')}>
      <TextField
        type="search"
        size="small"
        id="docs-filter"
        label={t('partnerDocs.reference.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {shown.length === 0 && (
        <Typography color="text.secondary">{t('partnerDocs.reference.noMatch')}</Typography>
      )}
      {shown.map((group) => (
        <Stack
          key={group.tag}
          spacing={1}
          component="section"
          aria-label={group.name}
          sx={{ minWidth: 0 }}
        >
          <Typography variant="subtitle1" component="h3" fontWeight={600}>
            {group.name}
          </Typography>
          {group.operations.map((operation) => (
            <OperationItem key={operation.id} operation={operation} site={site} />
          ))}
        </Stack>
      ))}
    </DocSection>
  );
}
