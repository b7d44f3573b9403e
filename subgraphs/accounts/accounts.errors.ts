import { DomainError, type ErrorKind } from '../../platform/errors';

export type AccountsErrorCode =
  | 'team_not_found'
  | 'user_not_found'
  | 'api_key_not_found'
  | 'operator_token_not_found'
  | 'invalid_scopes'
  | 'invalid_email'
  | 'already_member'
  | 'page_invalid'
  | 'team_required'
  | 'session_invalid'
  | 'email_taken'
  | 'invalid_credentials'
  | 'weak_password'
  | 'name_required'
  | 'role_forbidden'
  | 'invitation_not_found'
  | 'invitation_email_mismatch'
  | 'member_not_found'
  | 'last_owner'
  | 'oauth_grant_not_found';

const KIND: Record<AccountsErrorCode, ErrorKind> = {
  team_not_found: 'not_found',
  user_not_found: 'not_found',
  api_key_not_found: 'not_found',
  operator_token_not_found: 'not_found',
  invalid_scopes: 'invalid',
  invalid_email: 'invalid',
  already_member: 'conflict',
  page_invalid: 'invalid',
  team_required: 'invalid',
  session_invalid: 'invalid',
  email_taken: 'conflict',
  invalid_credentials: 'unauthenticated',
  weak_password: 'invalid',
  name_required: 'invalid',
  role_forbidden: 'forbidden',
  invitation_not_found: 'not_found',
  invitation_email_mismatch: 'forbidden',
  member_not_found: 'not_found',
  last_owner: 'conflict',
  oauth_grant_not_found: 'not_found',
};

export class AccountsError extends DomainError {
  constructor(code: AccountsErrorCode, message: string, param?: string) {
    super('Accounts', KIND[code], code, message, { param });
  }
}
