// Staff API: /api/admin/…. Every route here requires a staff token; /users, /backup and /settings also require an admin.
import { Hono } from 'hono';
import { adminBadgeRoutes } from './features/assembly/badges';
import { adminCheckInRoutes } from './features/assembly/checkIns';
import { adminCertificateRoutes, adminCounterRoutes } from './features/assembly/counter';
import { adminBlogRoutes, adminResourceRoutes } from './features/content/adminRoutes';
import { adminEventRoutes } from './features/events/adminRoutes';
import { adminRegistrationActionRoutes } from './features/events/registrationActions';
import { adminApplicationRoutes, adminMessageRoutes, adminRegistrationRoutes } from './features/inbox/adminRoutes';
import { adminMemberRoutes } from './features/members/adminRoutes';
import { adminPrivacyRoutes } from './features/privacy/adminRoutes';
import { adminBackupRoutes } from './features/staff/backupRoutes';
import { adminDashboardRoutes } from './features/staff/dashboard';
import { adminInvitationRoutes } from './features/staff/invitations';
import { adminSettingsRoutes } from './features/staff/settings';
import { adminUserRoutes } from './features/staff/userRoutes';
import type { AppEnv } from './platform/deps';
import { requireStaff } from './platform/middleware';

export const adminRoutes = () =>
  new Hono<AppEnv>()
    .use('*', requireStaff)
    // Any staff write may change what the public sees: this process drops its cached public answers at once.
    .use('*', async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        c.get('deps').publicCache.clear();
        c.get('deps').registrationEvents.clear();
      }
    })
    .route('/', adminDashboardRoutes())
    .route('/events', adminEventRoutes())
    .route('/events', adminCheckInRoutes())
    .route('/events', adminBadgeRoutes())
    .route('/blog-posts', adminBlogRoutes())
    .route('/resources', adminResourceRoutes())
    .route('/users', adminUserRoutes())
    .route('/invitations', adminInvitationRoutes())
    .route('/registrations', adminRegistrationActionRoutes())
    .route('/registrations', adminRegistrationRoutes())
    .route('/contact-messages', adminMessageRoutes())
    .route('/membership-applications', adminApplicationRoutes())
    .route('/members', adminMemberRoutes())
    .route('/members', adminCertificateRoutes())
    .route('/counter', adminCounterRoutes())
    .route('/backup', adminBackupRoutes())
    .route('/settings', adminSettingsRoutes())
    .route('/privacy', adminPrivacyRoutes());
