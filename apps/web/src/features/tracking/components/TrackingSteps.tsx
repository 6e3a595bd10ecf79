import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import type { TrackingStatusValue } from '@despacho/shared';
import { useIsPhone } from '../../../components/layout/use-is-phone';
import { isTrouble, TRACKING_STEPS } from './tracking-format';

const stepIndex = (s: TrackingStatusValue) => (TRACKING_STEPS as readonly string[]).indexOf(s);

/**
 * Where the parcel is on its road: created → picked up → in transit → out for delivery →
 * delivered. An exception or a return is drawn in red on the step it happened after.
 */
export function TrackingSteps({
  status,
  history,
}: {
  status: TrackingStatusValue | null;
  /** Every status reached so far, to place an exception on the road. */
  history: TrackingStatusValue[];
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const trouble = isTrouble(status);
  const reached = Math.max(
    -1,
    ...history.map(stepIndex),
    status && !trouble ? stepIndex(status) : -1,
  );
  // The step where things went wrong: the one after the last reached.
  const troubleAt = trouble ? Math.min(reached + 1, TRACKING_STEPS.length - 1) : -1;
  const active = trouble
    ? troubleAt
    : reached === TRACKING_STEPS.length - 1
      ? reached + 1
      : reached;

  return (
    <Stepper
      activeStep={active}
      orientation={phone ? 'vertical' : 'horizontal'}
      alternativeLabel={!phone}
      aria-label={t('tracking.progress')}
    >
      {TRACKING_STEPS.map((step, index) => {
        const failed = index === troubleAt;
        return (
          <Step key={step} completed={index <= reached && !failed}>
            <StepLabel
              error={failed}
              aria-current={index === (trouble ? troubleAt : reached) ? 'step' : undefined}
            >
              {/* Where it went wrong reads as what went wrong (the road's step is not reached). */}
              {failed ? t(`tracking.statuses.${status}`) : t(`tracking.statuses.${step}`)}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
