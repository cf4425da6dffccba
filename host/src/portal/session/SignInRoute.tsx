import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { selectIsSignedIn, selectUser, useAppDispatch, useAppSelector } from '@switchboard/shared/store';
import { SignInPage } from '../../sign-in/SignInPage';
import { homePath } from '../navigation';
import { completeSignIn } from './sign-in-flow';

/** '/' inside the portal (after sign-out, on a 401, or a signed-out deep link). Signed-in visitors go home. */
export function SignInRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const user = useAppSelector(selectUser);
  if (signedIn) return <Navigate to={homePath(user)} replace />;

  const from = (location.state as { from?: string } | null)?.from ?? null;
  return (
    <SignInPage
      onSignedIn={(response, password) => {
        void navigate(completeSignIn(dispatch, response, password, from), { replace: true });
      }}
      renderLink={(to, label) => <Link to={to}>{label}</Link>}
    />
  );
}
