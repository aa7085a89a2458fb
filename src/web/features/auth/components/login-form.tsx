import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginRequestSchema } from '../../../../domain/auth/session.schema';
import { AUTH_MESSAGES, ERROR_MESSAGES, LOGIN_FORM_MESSAGES } from '../../../../domain/messages';
import { isApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { useSetPostLoginTarget } from '../post-login-target';
import {
  clearRedirectAfterLogin,
  postLoginTarget,
  readRedirectAfterLogin,
} from '../redirect-after-login';

function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return ERROR_MESSAGES.internal;
  return error.code === 'unauthenticated' ? AUTH_MESSAGES.invalidCredentials : error.message;
}

export function LoginForm() {
  const ids = useId();
  const emailId = `${ids}-email`;
  const passwordId = `${ids}-password`;
  const errorId = `${ids}-error`;

  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const setPostLoginTarget = useSetPostLoginTarget();
  const [invalidFields, setInvalidFields] = useState(false);

  const login = useLogin({
    beforeSessionUpdate: async () => {
      const target = postLoginTarget(searchParams.get('redirect'), readRedirectAfterLogin());
      clearRedirectAfterLogin();
      // The page's guard performs the redirect once the session knows the user.
      if (setPostLoginTarget) setPostLoginTarget(target);
      else await navigate(target, { replace: true });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginRequestSchema.safeParse({
      email: form.get('email'),
      password: form.get('password'),
    });
    setInvalidFields(!parsed.success);
    if (parsed.success) login.mutate(parsed.data);
  };

  const errorText = invalidFields
    ? LOGIN_FORM_MESSAGES.invalidFields
    : login.isError
      ? loginErrorMessage(login.error)
      : null;

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {errorText ? (
        <p id={errorId} className="form-error" role="alert">
          {errorText}
        </p>
      ) : null}
      <div className="form__field">
        <label htmlFor={emailId}>{LOGIN_FORM_MESSAGES.emailLabel}</label>
        <input
          id={emailId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
        />
      </div>
      <div className="form__field">
        <label htmlFor={passwordId}>{LOGIN_FORM_MESSAGES.passwordLabel}</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
        />
      </div>
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={login.isPending}
      >
        {login.isPending ? LOGIN_FORM_MESSAGES.submitting : LOGIN_FORM_MESSAGES.submit}
      </button>
    </form>
  );
}
