export const authMessages = {
  accessDenied: 'Access denied. Admin privileges required.',
  loginFailed: 'Login failed. Please check your credentials.',
  passwordsDoNotMatch: 'Passwords do not match',
  registerNotStaff: 'Registration failed: New user must be an admin or moderator.',
  registerFailed: 'Registration failed. Please try again.',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  invalidCredentials: 'Invalid email or password.',
  accountInactive: 'This account is not active yet. Ask an administrator to activate it.',
  accountSuspended: 'This account has been suspended. Please contact an administrator.',
  emailTaken: 'An account with this email already exists.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  notSignedIn: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  invitationInvalid:
    'This invitation link is not valid any more (used, withdrawn or older than 48 hours). Ask an administrator for a new one.',
  invitationOtherEmail: (email: string) => `This invitation is for ${email}.`,
  invitationAccepted: 'This invitation has already been accepted.',
} as const;
