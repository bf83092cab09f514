// Staff API: /api/admin/…. Every route here requires a staff token; /users, /backup and /settings also require an admin.
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { requireStaff } from '../middleware';
import { adminBackupRoutes } from './admin/backup';
import { adminBadgeRoutes } from './admin/badges';
import { adminCheckInRoutes } from './admin/checkIns';
import { adminBlogRoutes, adminResourceRoutes } from './admin/content';
import { adminCertificateRoutes, adminCounterRoutes } from './admin/counter';
import { adminDashboardRoutes } from './admin/dashboard';
import { adminEventRoutes } from './admin/events';
import { adminApplicationRoutes, adminMessageRoutes, adminRegistrationRoutes } from './admin/inbox';
import { adminInvitationRoutes } from './admin/invitations';
import { adminMemberRoutes } from './admin/members';
import { adminPrivacyRoutes } from './admin/privacy';
import { adminRegistrationActionRoutes } from './admin/registrationActions';
import { adminSettingsRoutes } from './admin/settings';
import { adminUserRoutes } from './admin/users';

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
