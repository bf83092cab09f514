import { createFileRoute } from '@tanstack/react-router';
import { ApplicationReviewScreen } from '../../admin/screens/applicationReview';

export const Route = createFileRoute('/admin/applications_/$id')({ component: ReviewRoute });

function ReviewRoute() {
  const { id } = Route.useParams();
  // A new id is a new review: the screen (and its machine) start again.
  return <ApplicationReviewScreen key={id} id={id} />;
}
