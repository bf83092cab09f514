// Entry point of the membership application flow (issue 4 implements the dialog behind it).
import type { MembershipType } from '../../../contract/membership';
import { Button } from '../../components/Button';

export function ApplyButton({ membershipType, label, planTitle }: { membershipType: MembershipType; label: string; planTitle?: string }) {
  return (
    <Button tone="primary" block data-membership-type={membershipType} aria-label={planTitle ? `${label}: ${planTitle}` : undefined}>
      {label}
    </Button>
  );
}
