import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PartnerSite } from '../curl';
import { quickStartScript, type QuickStartWords } from '../quick-start';
import { CodeBlock } from './CodeBlock';
import { DocSection } from './DocSection';

const STEPS: (keyof QuickStartWords)[] = [
  'setup',
  'country',
  'quote',
  'shipment',
  'rates',
  'buy',
  'label',
  'tracking',
  'cancel',
];

/** The curl sequence quote → shipment → buy → label → track → cancel, for this site. */
export function QuickStartSection({ site }: { site: PartnerSite }) {
  const { t } = useTranslation();
  const words = Object.fromEntries(
    STEPS.map((step) => [step, t(`partnerDocs.quickStart.${step}`)]),
  ) as unknown as QuickStartWords;
  const title = t('partnerDocs.quickStart.title');
  return (
    <DocSection id="quick-start" title={title}>
      <Typography variant="body2">{t('partnerDocs.quickStart.text')}</Typography>
      <CodeBlock code={quickStartScript(site, words)} label={title} />
    </DocSection>
  );
}
