import type { Widen } from '../../catalog';

export const adminMessages: Widen<typeof import('../admin').adminMessages> = {
  usersNoPermission: 'ተጠቃሚዎችን ለማየት ወይም ለማስተዳደር ፈቃድ የለዎትም።',
};
