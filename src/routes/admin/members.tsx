import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { membersDefaults, membersSearch } from '../../admin/listSearch';
import { MembersScreen } from '../../admin/screens/members';

export const Route = createFileRoute('/admin/members')({
  validateSearch: membersSearch,
  search: { middlewares: [stripSearchParams(membersDefaults)] },
  component: MembersScreen,
});
