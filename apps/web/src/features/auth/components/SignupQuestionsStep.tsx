import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  SIGNUP_QUESTIONS,
  type SignupQuestion,
  type SignupStep2,
  type ZSignupStep2,
} from '@despacho/shared';
import { FormSelect } from '../../../components/form/FormSelect';

export type SignupQuestionsForm = UseFormReturn<z.input<typeof ZSignupStep2>, unknown, SignupStep2>;

interface Props {
  form: SignupQuestionsForm;
  submitting: boolean;
  onBack: () => void;
  onSubmit: (values: SignupStep2) => void;
}

const QUESTIONS = Object.keys(SIGNUP_QUESTIONS) as SignupQuestion[];

/** Signup step 2: the three questions; the first answer is required. */
export function SignupQuestionsStep({ form, submitting, onBack, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      aria-label={t('signup.stepQuestions')}
    >
      {QUESTIONS.map((question) => (
        <FormSelect
          key={question}
          control={form.control}
          name={question}
          label={t(`signup.questions.${question}`)}
          emptyLabel={t('common.choose')}
          required={question === 'shipments_per_month'}
          options={SIGNUP_QUESTIONS[question].map((value) => ({
            value,
            label: t(`signup.options.${question}.${value}`),
          }))}
        />
      ))}
      <Stack direction="row" justifyContent="space-between">
        <Button onClick={onBack} color="inherit">
          {t('common.back')}
        </Button>
        <Button type="submit" variant="contained" loading={submitting}>
          {t('signup.createAccount')}
        </Button>
      </Stack>
    </Stack>
  );
}
