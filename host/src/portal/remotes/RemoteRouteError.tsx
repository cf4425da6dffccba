// Error boundary of every remote route (react-router errorElement): a page of a remote that throws while
// rendering, or whose lazy chunk cannot be fetched, shows the failure message in its area with Retry; the menu
// and the other areas keep working.
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { RemoteFailure } from './RemoteFailure';

function isChunkFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|RUNTIME-/i.test(
    text,
  );
}

export function RemoteRouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  if (error) console.error('remote page failed', error);
  // Navigating to the same location clears the route's error and renders (or loads) the page again.
  const retry = () => void navigate(location, { replace: true, state: location.state });
  return <RemoteFailure kind={isChunkFailure(error) ? 'unreachable' : 'render'} onRetry={retry} />;
}
