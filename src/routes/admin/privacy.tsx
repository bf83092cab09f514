import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '../../admin/screens/privacy';

export const Route = createFileRoute('/admin/privacy')({ component: PrivacyScreen });
