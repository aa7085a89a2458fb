import { ACCOUNT_FORM_MESSAGES } from '../../../../domain/auth/verification-screen.messages';
import '../../../styles/auth.css';
import { passwordRuleStatuses } from '../password-rule-status';

/**
 * The password rules (PASSWORD_RULE_TEXTS), each marked met or not as the password is typed.
 * Not a live region: the field is described by the list, so a screen reader reads the current
 * marks when the field is focused or the list is reached, not at every keystroke.
 */
export function PasswordRulesList({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="password-rules">
      <p className="password-rules__title">{ACCOUNT_FORM_MESSAGES.passwordRulesTitle}</p>
      <ul className="password-rules__list">
        {passwordRuleStatuses(password).map((rule) => (
          <li
            key={rule.text}
            className={`password-rules__rule ${rule.met ? 'password-rules__rule--met' : ''}`}
            data-met={rule.met}
          >
            <span className="password-rules__mark" aria-hidden="true">
              {rule.met ? '✓' : '○'}
            </span>
            <span>
              {rule.text}
              <span className="visually-hidden">
                {`: ${rule.met ? ACCOUNT_FORM_MESSAGES.ruleMet : ACCOUNT_FORM_MESSAGES.ruleUnmet}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
