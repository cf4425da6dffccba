import { useRef } from 'react';
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
  // Set while this page hands over after its own sign-in (it decides where to go, e.g. create-password).
  const handingOver = useRef(false);
  if (signedIn && !handingOver.current) return <Navigate to={homePath(user)} replace />;

  const from = (location.state as { from?: string } | null)?.from ?? null;
  return (
    <SignInPage
      onSignedIn={(response, password) => {
        handingOver.current = true;
        void navigate(completeSignIn(dispatch, response, password, from), { replace: true });
      }}
      renderLink={(to, label) => <Link to={to}>{label}</Link>}
    />
  );
}
