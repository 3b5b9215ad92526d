import type { RouteObject } from 'react-router';
import { MenuGate } from '../routing/menu-gate.tsx';
import { SignedInGate } from '../routing/signed-in-gate.tsx';
import { AddressesRoute } from './addresses-route.tsx';
import { AdminRoute } from './admin-route.tsx';
import { LandingEditorRoute } from './landing-editor-route.tsx';
import { ChangePasswordRoute } from './change-password-route.tsx';
import { CreateAccountRoute } from './create-account-route.tsx';
import { ForgotPasswordRoute } from './forgot-password-route.tsx';
import { SettingsRoute } from './settings-route.tsx';
import { UserPreferencesRoute } from './user-preferences-route.tsx';
import { VerifyEmailRoute } from './verify-email-route.tsx';

/** Screens around signing in, drawn without the app shell (like /login). */
export const signedOutAccountRoutes: RouteObject[] = [
  { path: 'create-account', element: <CreateAccountRoute /> },
  { path: 'forgot-password', element: <ForgotPasswordRoute /> },
  { path: 'changepassword', element: <ChangePasswordRoute /> },
  { path: 'verifyemail', element: <VerifyEmailRoute /> },
];

/** Account screens inside the app shell: settings, consumer preferences, delivery addresses, admin options. */
export const accountShellRoutes: RouteObject[] = [
  {
    path: 'settings',
    element: (
      <SignedInGate>
        <SettingsRoute />
      </SignedInGate>
    ),
  },
  {
    path: 'user-preferences',
    element: (
      <SignedInGate>
        <UserPreferencesRoute />
      </SignedInGate>
    ),
  },
  {
    path: 'addresses',
    element: (
      <MenuGate menuKey="ShipToMaintenance">
        <AddressesRoute />
      </MenuGate>
    ),
  },
  {
    path: 'admin',
    element: (
      <MenuGate menuKey="AdminPanel">
        <AdminRoute />
      </MenuGate>
    ),
  },
  {
    path: 'admin/landing',
    element: (
      <MenuGate menuKey="AdminPanel">
        <MenuGate menuKey="EditLandingPage">
          <LandingEditorRoute />
        </MenuGate>
      </MenuGate>
    ),
  },
];
