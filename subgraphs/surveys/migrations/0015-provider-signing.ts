import { Migration } from '@mikro-orm/migrations';

/**
 * A panel provider's entry-signing secret (issue 35): entry URLs then carry an HMAC-SHA256 of
 * the respondent id and an expiry, checked before an attempt starts or resumes. The service
 * must recompute the HMAC, so the secret is kept encrypted (AES-256-GCM under PANEL_SECRET_KEY),
 * not hashed; null: the provider does not sign.
 */
export class SurveysProviderSigning extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table surveys.panel_providers add column if not exists signing_secret text');
  }
}
