import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import type { WizardScreen } from '@despacho/domain';

const STEPS: WizardScreen[] = ['addressing', 'packaging', 'rating'];

/** The three steps of a new shipment (spec 2 §2), the current one highlighted. */
export function WizardStepper({ active }: { active: WizardScreen }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(active);
  return (
    <Stepper
      activeStep={index}
      role="group"
      aria-label={t('wizard.stepOf', { step: index + 1, total: STEPS.length })}
      sx={{ mb: 3, maxWidth: 720 }}
    >
      {STEPS.map((step, i) => (
        <Step key={step} completed={i < index}>
          <StepLabel aria-current={i === index ? 'step' : undefined}>
            {t(`wizard.steps.${step}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
