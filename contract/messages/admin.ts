export const adminMessages = {
  usersNoPermission: 'You do not have permission to view or manage users.',
} as const;
