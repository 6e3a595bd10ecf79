import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TrackingScanCode, TrackingStatusValue } from '@despacho/shared';
import { currentLocale } from '../../../lib/i18n';
import { scanDetail } from './scan-detail';
import { eventPlace, formatEventTime, isTrouble } from './tracking-format';

export interface TimelineEvent {
  status: TrackingStatusValue;
  description: string;
  /** The carrier's words normalised: named in the reader's language (scanDetail). */
  scan_code?: TrackingScanCode | null;
  occurred_at: string;
  city: string | null;
  state: string | null;
}

const dotColour = (status: TrackingStatusValue, latest: boolean) =>
  isTrouble(status)
    ? 'error.main'
    : status === 'delivered'
      ? 'success.main'
      : latest
        ? 'primary.main'
        : 'grey.400';

/** The carrier's scans, newest first, as a line of dots with what happened, where and when. */
export function TrackingTimeline({
  events,
  dense = false,
  timeZone,
  collapseAfter,
}: {
  events: TimelineEvent[];
  dense?: boolean;
  /** The tenant's zone (every time reads in the tenant's clock; its loaded zone if left out). */
  timeZone?: string;
  /** Shows only the newest this many until asked for the rest (a list row's details). */
  collapseAfter?: number;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const locale = currentLocale();
  const newestFirst = [...events].sort(
    (a, b) => new Date(b.occurred_at).getTime() - new Date(a.occurred_at).getTime(),
  );
  if (newestFirst.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('tracking.noEvents')}
      </Typography>
    );
  }
  const folds = !!collapseAfter && newestFirst.length > collapseAfter + 1;
  const shown = folds && !all ? newestFirst.slice(0, collapseAfter) : newestFirst;
  return (
    <>
      <Box
        component="ol"
        aria-label={t('tracking.eventsTitle')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {shown.map((event, index) => {
          const last = index === shown.length - 1;
          const place = eventPlace(event);
          const detail = scanDetail(t, event);
          return (
            <Stack
              component="li"
              key={`${event.occurred_at}-${index}`}
              direction="row"
              spacing={1.5}
              data-testid="tracking-event"
            >
              <Stack alignItems="center" sx={{ pt: 0.5 }}>
                <Box
                  sx={{
                    width: dense ? 10 : 12,
                    height: dense ? 10 : 12,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: dotColour(event.status, index === 0),
                  }}
                />
                {!last && <Box sx={{ width: 2, flexGrow: 1, bgcolor: 'divider', my: 0.5 }} />}
              </Stack>
              <Box sx={{ pb: last ? 0 : dense ? 1.25 : 2, minWidth: 0 }}>
                <Typography
                  variant={dense ? 'body2' : 'body1'}
                  fontWeight={index === 0 ? 600 : 400}
                  color={isTrouble(event.status) ? 'error' : undefined}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {t(`tracking.statuses.${event.status}`)}
                </Typography>
                {/* What the scan adds beyond the status (scanDetail). */}
                {detail && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {detail}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="p">
                  <time dateTime={event.occurred_at}>
                    {formatEventTime(event.occurred_at, locale, timeZone)}
                  </time>
                  {place ? ` · ${place}` : ''}
                </Typography>
              </Box>
            </Stack>
          );
        })}
      </Box>
      {folds && (
        <Button size="small" onClick={() => setAll((v) => !v)} aria-expanded={all} sx={{ ml: 2 }}>
          {all ? t('tracking.showFewer') : t('tracking.showAll', { count: newestFirst.length })}
        </Button>
      )}
    </>
  );
}
