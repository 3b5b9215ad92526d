import type { RouteObject } from 'react-router';
import { lazyPage } from '../routing/lazy-page.ts';
import { gatedPage, page, signedInPage } from '../routing/page-routes.tsx';

const AddressesRoute = lazyPage(() => import('./addresses-route.tsx'), 'AddressesRoute');
const AdminRoute = lazyPage(() => import('./admin-route.tsx'), 'AdminRoute');
const LandingEditorRoute = lazyPage(() => import('./landing-editor-route.tsx'), 'LandingEditorRoute');
const ChangePasswordRoute = lazyPage(() => import('./change-password-route.tsx'), 'ChangePasswordRoute');
const CreateAccountRoute = lazyPage(() => import('./create-account-route.tsx'), 'CreateAccountRoute');
const ForgotPasswordRoute = lazyPage(() => import('./forgot-password-route.tsx'), 'ForgotPasswordRoute');
const SettingsRoute = lazyPage(() => import('./settings-route.tsx'), 'SettingsRoute');
const UserPreferencesRoute = lazyPage(() => import('./user-preferences-route.tsx'), 'UserPreferencesRoute');
const VerifyEmailRoute = lazyPage(() => import('./verify-email-route.tsx'), 'VerifyEmailRoute');

/** Screens around signing in, drawn without the app shell (like /login). */
export const signedOutAccountRoutes: RouteObject[] = [
  { path: 'create-account', ...page(CreateAccountRoute) },
  { path: 'forgot-password', ...page(ForgotPasswordRoute) },
  { path: 'changepassword', ...page(ChangePasswordRoute) },
  { path: 'verifyemail', ...page(VerifyEmailRoute) },
];

/** Account screens inside the app shell: settings, consumer preferences, delivery addresses, admin options. */
export const accountShellRoutes: RouteObject[] = [
  { path: 'settings', ...signedInPage(SettingsRoute) },
  { path: 'user-preferences', ...signedInPage(UserPreferencesRoute) },
  { path: 'addresses', ...gatedPage('ShipToMaintenance', AddressesRoute) },
  { path: 'admin', ...gatedPage('AdminPanel', AdminRoute) },
  { path: 'admin/landing', ...gatedPage(['AdminPanel', 'EditLandingPage'], LandingEditorRoute) },
];
