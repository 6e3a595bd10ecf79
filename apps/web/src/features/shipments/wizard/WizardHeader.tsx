import { useTranslation } from 'react-i18next';
import type { WizardScreen } from '@despacho/domain';
import type { Shipment } from '@despacho/shared';
import { PageHeader } from '../../../components/layout/PageHeader';
import { WizardStepper } from './WizardStepper';

/** Every wizard screen's top: the title, the shipment's number once it has one, the stepper. */
export function WizardHeader({
  active,
  shipment,
}: {
  active: WizardScreen;
  shipment: Pick<Shipment, 'sequential_id'> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('wizard.title')}
        subtitle={
          shipment ? t('wizard.shipmentNumber', { number: shipment.sequential_id }) : undefined
        }
      />
      <WizardStepper active={active} />
    </>
  );
}
