import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZSignupStep1, ZSignupStep2, type SignupStep1, type SignupStep2 } from '@despacho/shared';
import { UnsavedChangesScope } from '../../../components/form/unsaved-changes';
import { LoadingScreen } from '../../../components/layout/LoadingScreen';
import { isApiError } from '../../../lib/api-error';
import { useErrorHandler } from '../../../lib/error-handler';
import { currentLocale } from '../../../lib/i18n';
import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { registerFlagQueryOptions } from '../../settings/api/get-register-flag';
import { useSettingValue } from '../../settings/api/get-setting-by-key';
import { useSignUp } from '../api/sign-up';
import { AuthLayout } from '../components/AuthLayout';
import { AuthLinks } from '../components/AuthLinks';
import { SignupAccountStep } from '../components/SignupAccountStep';
import { SignupClosed } from '../components/SignupClosed';
import { SignupDone } from '../components/SignupDone';
import { SignupQuestionsStep } from '../components/SignupQuestionsStep';

const STEP1_FIELDS = Object.keys(ZSignupStep1.shape);

export function SignupPage() {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const signUp = useSignUp();
  const registerFlag = useQuery(registerFlagQueryOptions());
  const ref = useSearchParams()[0].get('ref') ?? '';
  // A ?ref= link shows the field even before the setting can be read.
  const showReferral = useSettingValue('referral_code') === '1' || ref !== '';
  const [step, setStep] = useState(0);
  const [account, setAccount] = useState<SignupStep1 | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const accountForm = useForm({
    resolver: zodFormResolver(ZSignupStep1),
    defaultValues: {
      name: '',
      last_name: '',
      email: '',
      password: '',
      phone: '',
      company: '',
      referred_by: ref,
    },
  });
  const questionsForm = useForm({
    resolver: zodFormResolver(ZSignupStep2),
    defaultValues: {
      shipments_per_month: '' as SignupStep2['shipments_per_month'],
      business_type: null,
      how_can_we_help: null,
    } as SignupStep2,
  });

  const toQuestions = (values: SignupStep1) => {
    setAccount(values);
    setStep(1);
  };

  const submit = (answers: SignupStep2) => {
    if (!account) return;
    signUp.mutate(
      {
        ...account,
        ...answers,
        business_type: answers.business_type || null,
        how_can_we_help: answers.how_can_we_help || null,
        locale: currentLocale(),
      },
      {
        onSuccess: () => setDoneFor(account.email),
        onError: (error) => {
          const onAccount =
            isApiError(error) && Object.keys(error.errors).some((f) => STEP1_FIELDS.includes(f));
          if (onAccount) setStep(0);
          if (onAccount) handleError(error, accountForm);
          else handleError(error, questionsForm);
        },
      },
    );
  };

  // Closed registration is said at once; the form appears only once the flag says open (or cannot
  // be read: the server refuses a closed signup anyway).
  if (registerFlag.isPending) {
    return (
      <AuthLayout title={t('signup.title')} maxWidth={560}>
        <LoadingScreen inline />
      </AuthLayout>
    );
  }
  if (registerFlag.data !== undefined && registerFlag.data !== '0') {
    return (
      <AuthLayout title={t('signup.closedTitle')} maxWidth={560}>
        <SignupClosed />
      </AuthLayout>
    );
  }

  if (doneFor) {
    return (
      <AuthLayout title={t('signup.doneTitle')} maxWidth={560}>
        <SignupDone email={doneFor} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('signup.title')} maxWidth={560}>
      <Stepper activeStep={step} sx={{ mb: 3 }}>
        <Step>
          <StepLabel>{t('signup.stepAccount')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t('signup.stepQuestions')}</StepLabel>
        </Step>
      </Stepper>
      <UnsavedChangesScope>
        {step === 0 ? (
          <SignupAccountStep form={accountForm} showReferral={showReferral} onNext={toQuestions} />
        ) : (
          <SignupQuestionsStep
            form={questionsForm}
            submitting={signUp.isPending}
            onBack={() => setStep(0)}
            onSubmit={submit}
          />
        )}
      </UnsavedChangesScope>
      <AuthLinks links={[{ to: '/login', label: t('auth.haveAccount') }]} />
    </AuthLayout>
  );
}
