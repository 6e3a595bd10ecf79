import type { TFunction } from 'i18next';
import { NOTICE_STATUSES, NOTICE_TYPES } from '@despacho/shared';

export const noticeTypeOptions = (t: TFunction) =>
  NOTICE_TYPES.map((value) => ({ value, label: t(`notices.types.${value}`) }));

export const noticeStatusOptions = (t: TFunction) =>
  NOTICE_STATUSES.map((value) => ({ value, label: t(`notices.statuses.${value}`) }));
