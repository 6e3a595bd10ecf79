import type { ComponentType } from 'react';
import { BankAccountCreatePage } from '../features/bank-accounts/pages/BankAccountCreatePage';
import { BankAccountEditPage } from '../features/bank-accounts/pages/BankAccountEditPage';
import { BankAccountsListPage } from '../features/bank-accounts/pages/BankAccountsListPage';
import { ConfirmationPage } from '../features/auth/pages/ConfirmationPage';
import { EmailConfirmPage } from '../features/auth/pages/EmailConfirmPage';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { SignupPage } from '../features/auth/pages/SignupPage';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage';
import { NoticeCreatePage } from '../features/notices/pages/NoticeCreatePage';
import { NoticeEditPage } from '../features/notices/pages/NoticeEditPage';
import { NoticesListPage } from '../features/notices/pages/NoticesListPage';
import { ProfilePage } from '../features/profile/pages/ProfilePage';
import { LogoutPage } from './pages/LogoutPage';

/** The screens built so far, by route name; every other route shows "coming soon". */
export const PAGES: Partial<Record<string, ComponentType>> = {
  login: LoginPage,
  signup: SignupPage,
  confirmation: ConfirmationPage,
  'email-confirm': EmailConfirmPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  logout: LogoutPage,
  home: DashboardPage,
  dashboard: DashboardPage,
  profile: ProfilePage,
  notices: NoticesListPage,
  newNotice: NoticeCreatePage,
  editNotice: NoticeEditPage,
  bankAccounts: BankAccountsListPage,
  newBankAccount: BankAccountCreatePage,
  editBankAccount: BankAccountEditPage,
};
